import { readLeadSettings, type MailSettings } from '../../leads/lead-settings.ts';
import { UserError } from '../../errors/user-error.ts';
import { openTarget } from '../../publish/open-target.ts';
import { publishSettings } from '../../publish/publish-settings.ts';
import { publishSite, type PublishStage } from '../../publish/publish-site.ts';
import { checkDate, checkUrl } from '../option-values.ts';
import type { RegisterCommand } from '../outcome.ts';
import { shellWord } from '../../publish/shell-words.ts';

interface PublishCommandOptions {
  to?: string;
  sheets: string;
  siteUrl?: string;
  date?: string;
  confirm?: boolean;
  breakLock?: boolean;
  keep?: string;
  maxRemovedShare?: string;
  maxRemovedPages?: string;
  maxPriceFactor?: string;
  offlineOk?: boolean;
}

/**
 * Ctrl+C during a publication: what became of the live site, by how far the publication had gone. What it left half
 * done (a release half sent, its temporary folders, its lock on this machine) goes with the next publication.
 */
export function interruptedText(stage: PublishStage | null, target: string, how = 'Ctrl+C'): string {
  const what =
    stage === 'live'
      ? `a versão nova já está no ar em ${target}; o aviso à equipe pode não ter saído.`
      : stage === 'sending'
        ? `o envio para ${target} parou no meio e o site no ar continua o mesmo, a menos que a troca de versão já tivesse começado: rode a publicação de novo (ela diz "Nada mudou" se a versão nova já estiver no ar).`
        : `nada foi enviado; o site no ar em ${target} continua o mesmo.`;
  return `\nPublicação interrompida (${how}): ${what} O que ficou pela metade é apagado na próxima publicação.\n`;
}

/** The SMTP settings the lead server uses; a wrong one is warned about and the report stays on the terminal. */
export function mailSettings(env: Record<string, string | undefined>): MailSettings | null {
  try {
    return readLeadSettings(env).mail;
  } catch (error) {
    if (!(error instanceof UserError)) throw error;
    console.error(`Aviso: ${error.message} ${error.hint} O aviso à equipe fica só no terminal.`);
    return null;
  }
}

export const registerPublishCommand: RegisterCommand = (program, outcome) => {
  program
    .command('publish')
    .description('Gera o site, compara com o que está no ar, confere a trava de segurança, publica e avisa a equipe.')
    .option('--to <destino>', 'pasta, ssh://usuario@servidor/caminho ou s3://bucket/pasta (padrão: CLINIC_SITE_PUBLISH_TO)')
    .option('--sheets <pasta>', 'pasta das planilhas', 'sheets')
    .option('--site-url <url>', 'endereço público do site (padrão: o da planilha de configurações)')
    .option('--date <data>', 'data da geração (dd/mm/aaaa ou aaaa-mm-dd) para os artigos agendados; padrão: hoje')
    .option('--confirm', 'publica mesmo o que a trava de segurança reteve (muitas páginas retiradas, preço muito diferente)')
    .option('--break-lock', 'libera a trava de uma publicação interrompida antes de publicar')
    .option('--keep <n>', 'quantas publicações ficam guardadas para voltar (padrão: CLINIC_SITE_KEEP_RELEASES ou 5)')
    .option('--max-removed-share <porcentagem>', 'retém se sair mais do que esta parte do catálogo (padrão: 10)')
    .option('--max-removed-pages <n>', 'retém se sair mais do que estas páginas do catálogo (padrão: 5)')
    .option('--max-price-factor <fator>', 'retém se um preço for multiplicado ou dividido por mais do que isto (padrão: 2)')
    .option('--offline-ok', 'sem internet, usa a última cópia guardada das planilhas baixadas por link')
    .action(async (options: PublishCommandOptions) => {
      const today = checkDate(options.date);
      const siteUrl = checkUrl(options.siteUrl);
      const { keep, limits } = publishSettings(options);
      const target = await openTarget(options.to);
      let stage: PublishStage | null = null;
      let unlock: (() => Promise<void>) | null = null;
      // Ctrl+C, or SIGTERM from systemd (a stop, TimeoutStartSec) or a cancelled CI job: say how far it went and release
      // the lock on the way out. A lock left by a machine that is gone (each CI run is a new one) would stop every
      // later publication until someone broke it.
      const interrupted = (signal: NodeJS.Signals) => {
        process.stderr.write(interruptedText(stage, target.label, signal === 'SIGINT' ? 'Ctrl+C' : signal));
        const exit = () => process.exit(signal === 'SIGINT' ? 130 : 143);
        const released = unlock ? unlock().catch(() => {}) : Promise.resolve();
        void Promise.race([released, new Promise((resolve) => setTimeout(resolve, 5_000).unref())]).then(exit);
      };
      process.once('SIGINT', interrupted);
      process.once('SIGTERM', interrupted);
      // What the messages suggest running next (--confirm, --break-lock): this same publication, its sheets and date.
      const command = ['clinic-site', 'publish', '--to', target.label, ...(options.sheets !== 'sheets' ? ['--sheets', options.sheets] : []), ...(options.date ? ['--date', options.date] : []), ...(options.siteUrl ? ['--site-url', options.siteUrl] : [])]
        .map(shellWord)
        .join(' ');
      const result = await publishSite({
        target,
        sheets: options.sheets,
        siteUrl,
        today,
        confirm: options.confirm === true,
        breakLock: options.breakLock === true,
        limits,
        keep,
        offlineOk: options.offlineOk === true,
        mail: mailSettings(process.env),
        command,
        onLocked: (release) => (unlock = release),
        say: (text) => console.log(text),
        warn: (text) => console.error(text),
        onStage: (reached) => (stage = reached),
      }).finally(() => {
        process.off('SIGINT', interrupted);
        process.off('SIGTERM', interrupted);
      });
      if (result.kind === 'held' || result.kind === 'failed') outcome.exitCode = 1;
    });
};
