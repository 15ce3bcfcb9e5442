/**
 * `clinic-site publish`, the whole loop (README, "Publicar com um comando"): lock the target, build into a temporary
 * folder, compare with what is live, apply the guard, deploy, tell staff. The live site changes only in the last
 * step, by one switch of `current`; every earlier stop leaves it as it was, and says so.
 */
import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { scratchFolder } from './scratch-folder.ts';
import { build } from '../pipeline/build-site.ts';
import { compareSites, type ChangeReport } from '../diff/compare.ts';
import { storedSiteText } from '../diff/site-catalogue.ts';
import { readStoredCatalogue } from '../diff/stored-catalogue.ts';
import { formatProblems } from '../errors/problem-report.ts';
import { SheetProblems } from '../errors/problems.ts';
import { UserError } from '../errors/user-error.ts';
import type { MailSettings } from '../leads/lead-settings.ts';
import { SITE_INFO_FILE } from '../write/site-info-file.ts';
import { guardVerdict, type GuardLimits } from './guard.ts';
import { manifestOf, sameRelease } from './release-manifest.ts';
import { sendStaffMail } from './staff-mail.ts';
import { heldMessage, publishedMessage, sheetFailureMessage, partialPublicationMessage, targetFailureMessage, worthTelling, type StaffMessage } from './staff-report.ts';
import type { PublishTarget } from './target.ts';

export interface PublishOptions {
  target: PublishTarget;
  sheets: string;
  siteUrl?: string;
  today?: string;
  /** Publish what the guard holds. */
  confirm: boolean;
  breakLock: boolean;
  limits: GuardLimits;
  keep: number;
  /** Allow the build to use the kept copy of a workbook from fontes.txt that cannot be downloaded now. */
  offlineOk: boolean;
  imageCache?: string;
  /** Null: staff are told on the terminal only. */
  mail: MailSettings | null;
  /** How the operator re-runs this publication, for the messages: 'clinic-site publish --to /var/www/clinica'. */
  command: string;
  say(text: string): void;
  warn(text: string): void;
  /** Called once the target's lock is taken, with what releases it (for an interruption to release it on the way out). */
  onLocked?(unlock: () => Promise<void>): void;
  /** Called when the release starts to travel, and once it is live (what an interruption can still change). */
  onStage?(stage: PublishStage): void;
}

export type PublishStage = 'sending' | 'live';

export type PublishResult =
  | { kind: 'published'; release: string; filesSent: number; bytesSent: number; report: ChangeReport | null; mailed: boolean }
  | { kind: 'unchanged'; release: string }
  | { kind: 'held'; report: ChangeReport; mailed: boolean }
  | { kind: 'failed'; mailed: boolean };

/** Refusals of the target itself (not of the sheets): the staff get the "site NOT updated" notice for these. */
const TARGET_FAILURES = new Set(['DESTINO_INACESSIVEL', 'PUBLICACAO_EM_ANDAMENTO', 'DESTINO_CURRENT_OCUPADO']);

export async function publishSite(o: PublishOptions): Promise<PublishResult> {
  const tell = async (message: StaffMessage, toTerminal: (text: string) => void): Promise<boolean> => {
    toTerminal(message.text);
    if (!o.mail) {
      o.warn('Aviso: o envio de e-mail não está configurado (CLINIC_SITE_SMTP_URL, CLINIC_SITE_MAIL_FROM, CLINIC_SITE_MAIL_TO); o aviso à equipe ficou só aqui no terminal.');
      return false;
    }
    const failure = await sendStaffMail(o.mail, message);
    if (failure) o.warn(`Aviso: o e-mail para a equipe (${o.mail.to}) não pôde ser enviado: ${failure}. A publicação não foi afetada.`);
    else o.say(`E-mail enviado para ${o.mail.to}: "${message.subject}".`);
    return !failure;
  };

  const work = scratchFolder('clinic-site-publicar');
  let unlock: (() => Promise<void>) | null = null;
  try {
    unlock = await o.target.lock({ breakLock: o.breakLock, unlockCommand: `${o.command} --break-lock` });
    o.onLocked?.(unlock);
    const out = join(work, 'site');
    const started = performance.now();
    let built;
    try {
      built = await build({ sheets: o.sheets, out, siteUrl: o.siteUrl, today: o.today, imageCache: o.imageCache, offlineOk: o.offlineOk });
    } catch (error) {
      if (!(error instanceof SheetProblems)) throw error;
      const mailed = await tell(sheetFailureMessage(formatProblems(error.problems, 'text', o.sheets)), o.warn);
      return { kind: 'failed', mailed };
    }
    if (built.warnings.length) o.warn(formatProblems(built.warnings, 'text', o.sheets));
    o.say(`Site gerado: ${built.pages} páginas, ${built.files} arquivos, ${Math.round(performance.now() - started)} ms.`);

    const live = await o.target.live();
    const manifest = manifestOf(out);
    if (live?.altered?.length) {
      const shown = live.altered.slice(0, 3).map((path) => `"${path}"`).join(', ');
      o.warn(
        `${live.altered.length} arquivo(s) do site no ar em ${o.target.label} não são mais os publicados (alterados ou danificados depois da publicação): ` +
          `${shown}${live.altered.length > 3 ? ' e outros' : ''}. Esta publicação os substitui pelos do site gerado.`,
      );
    }
    if (live && !live.mixed && !live.altered?.length && sameRelease(live.manifest, manifest)) {
      o.say(`Nada mudou desde a versão no ar (${live.release}) em ${o.target.label}: nada foi enviado.`);
      return { kind: 'unchanged', release: live.release };
    }
    const catalogue = readStoredCatalogue(out);
    const report = live?.catalogue && catalogue ? compareSites(storedSiteText(live.catalogue), storedSiteText(catalogue)) : null;
    if (report && live?.catalogue) {
      const verdict = guardVerdict(report, live.catalogue.items.length, o.limits);
      if (verdict.held && !o.confirm) {
        const mailed = await tell(heldMessage(verdict, report, o.limits, o.command), o.warn);
        return { kind: 'held', report, mailed };
      }
    }
    const sent = performance.now();
    o.onStage?.('sending');
    // The release records what was live before it: rollback goes back there (src/publish/release-layout.ts).
    const stats = await o.target.deploy(out, live ? { ...manifest, previous: live.release } : manifest, live, o.keep);
    o.onStage?.('live');
    o.say(`Envio concluído em ${Math.round(performance.now() - sent)} ms.`);
    if (stats.cleanupProblem) o.warn(`Aviso: a nova versão está no ar, mas ${stats.cleanupProblem}. A próxima publicação tenta de novo.`);
    const siteUrl = JSON.parse(readFileSync(join(out, SITE_INFO_FILE), 'utf8')).siteUrl ?? '';
    const message = publishedMessage({ target: o.target.label, siteUrl, report, pages: built.pages, scheduled: built.scheduled, at: new Date(), ...stats });
    const mailed = worthTelling(report) ? await tell(message, o.say) : (o.say(message.text), false);
    return { kind: 'published', ...stats, report, mailed };
  } catch (error) {
    // The staff hear of a publication that could not reach the site, also when it stopped at the lock (an
    // unreachable server, a read-only folder, a lock left by a cancelled run): a scheduled one fails unattended.
    if (error instanceof UserError && error.code === 'PUBLICACAO_PARCIAL') await tell(partialPublicationMessage(error.message), () => {});
    else if (error instanceof UserError && TARGET_FAILURES.has(error.code)) await tell(targetFailureMessage(error.message), () => {});
    throw error;
  } finally {
    rmSync(work, { recursive: true, force: true });
    // A lock that cannot be released changes nothing the visitor sees: the outcome above stands, with a warning.
    try {
      await unlock?.();
    } catch (error) {
      o.warn(`Aviso: a trava de publicação em ${o.target.label} não pôde ser liberada (${(error as Error)?.message ?? error}); a próxima publicação vai dizer que há outra em andamento: use ${o.command} --break-lock.`);
    }
  }
}
