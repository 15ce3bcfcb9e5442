/**
 * Sends a staff message through the clinic's SMTP server: the settings the lead server uses
 * (docs/operador-leads.md: CLINIC_SITE_SMTP_URL or _HOST, CLINIC_SITE_MAIL_FROM, CLINIC_SITE_MAIL_TO). A mail that
 * cannot go never fails the publication: the caller prints one warning and the terminal already has the text.
 */
import type { MailSettings } from '../leads/lead-settings.ts';
import { smtpTransport } from '../leads/mailer.ts';
import type { StaffMessage } from './staff-report.ts';

/** Null when sent; otherwise the reason, for the warning. */
export async function sendStaffMail(settings: MailSettings, message: StaffMessage): Promise<string | null> {
  const transport = smtpTransport(settings);
  try {
    await transport.sendMail({ from: settings.from, to: settings.to, subject: message.subject, text: message.text, disableFileAccess: true, disableUrlAccess: true });
    return null;
  } catch (error) {
    return (error as Error).message;
  } finally {
    transport.close();
  }
}
