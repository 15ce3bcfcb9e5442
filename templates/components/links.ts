/** Outbound links shared by every template (docs/templates.md#layout-of-the-folder). */

/** Messaging-app link with a prefilled text. whatsappHref('5511955550100', 'Olá!') → 'https://wa.me/5511955550100?text=Ol%C3%A1!' */
export function whatsappHref(whatsappDigits: string, text: string): string {
  return `https://wa.me/${whatsappDigits.replace(/\D/g, '')}?text=${encodeURIComponent(text)}`;
}

/** `tel:` link; settings.phone.tel already carries the +55 prefix ('+551155550100' → 'tel:+551155550100'). */
export function telHref(tel: string): string {
  const digits = tel.replace(/[^\d+]/g, '');
  return `tel:${digits.startsWith('+') ? digits : `+55${digits}`}`;
}

/** `mailto:` link. */
export function mailtoHref(email: string): string {
  return `mailto:${email}`;
}

/** The privacy-policy page the consent checkboxes link to (docs/site.md#lgpd). */
export const PRIVACY_PATH = '/politica-de-privacidade';
