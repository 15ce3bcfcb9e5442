import { existsSync } from 'node:fs';
import { writeStdout } from '../stdout.ts';
import { build } from '../../pipeline/build-site.ts';
import { buildChanges } from '../../diff/build-summary.ts';
import { formatProblems } from '../../errors/problem-report.ts';
import { SheetProblems } from '../../errors/problems.ts';
import { UserError } from '../../errors/user-error.ts';
import type { ScheduledArticle } from '../../model/types.ts';
import { checkDate, checkUrl } from '../option-values.ts';
import type { RegisterCommand } from '../outcome.ts';

/** The build summary's line about scheduled blog articles (empty when there are none). */
export function scheduledNote(scheduled: ScheduledArticle[]): string {
  if (!scheduled.length) return '';
  const list = scheduled.map((a) => `"${a.title}" em ${a.published.display}`).join('; ');
  return `Artigos agendados (ainda fora do site): ${list}. Cada um entra na primeira geração a partir da sua data.`;
}

/**
 * A status line on a terminal while the site is generated, erased before the summary; nothing in CI (CI=true), in
 * a pipe or with --quiet/--json. Until the first page is rendered the line names the stage; then build's `onPage`
 * callback calls `update(done, total)` with the pages rendered so far.
 */
export function buildProgress(enabled: boolean, stream: NodeJS.WriteStream = process.stderr) {
  const active = enabled && stream.isTTY === true && !process.env.CI;
  const show = (text: string) => active && stream.write(`\r\x1b[K${text}`);
  show('Gerando o site: lendo as planilhas e montando as páginas…');
  return {
    update: (done: number, total: number) => show(`Gerando o site: ${done} de ${total} páginas…`),
    images: (done: number, total: number) => show(`Gerando o site: ${done} de ${total} imagens prontas…`),
    done: () => void show(''),
  };
}

/**
 * Ctrl+C during a build: say what became of the output folder, which the build only ever swaps whole
 * (src/write/write-site.ts), instead of ending in silence. The next build removes the unfinished copy.
 */
export function onInterrupt(outDir: string, write: (text: string) => void, exit: (code: number) => void): () => void {
  return () => {
    const before = existsSync(outDir) ? 'o site que estava lá continua como estava' : 'nenhum site foi gravado';
    write(`\nGeração interrompida (Ctrl+C): nada mudou em ${outDir}/; ${before}.\n`);
    exit(130);
  };
}

export const registerBuildCommand: RegisterCommand = (program, outcome) => {
  program
    .command('build')
    .description('Lê as planilhas, valida e gera o site estático na pasta de saída.')
    .option('--sheets <pasta>', 'pasta das planilhas', 'sheets')
    .option('--out <pasta>', 'pasta de saída', 'out')
    .option('--site-url <url>', 'endereço público do site (padrão: o da planilha de configurações)')
    .option('--date <data>', 'data da geração (dd/mm/aaaa ou aaaa-mm-dd) para os artigos agendados do blog; padrão: hoje, ou SOURCE_DATE_EPOCH')
    .option('--quiet', 'mostra só erros')
    .option('--json', 'resumo em JSON (páginas, tempo, avisos)')
    .option('--offline-ok', 'se uma planilha do fontes.txt não puder ser baixada, usa a última cópia que deu certo (com um aviso)')
    .action(async (options: { sheets: string; out: string; siteUrl?: string; date?: string; quiet?: boolean; json?: boolean; offlineOk?: boolean }) => {
      const today = checkDate(options.date);
      const started = performance.now();
      const progress = buildProgress(!options.quiet && !options.json);
      const interrupted = onInterrupt(options.out, (text) => (progress.done(), process.stderr.write(text)), (code) => process.exit(code));
      process.once('SIGINT', interrupted);
      try {
        const result = await build({
          sheets: options.sheets,
          out: options.out,
          siteUrl: checkUrl(options.siteUrl),
          today,
          offlineOk: options.offlineOk,
          onPage: progress.update,
          onImage: progress.images,
        }).finally(progress.done);
        // The catalogue the build found in out/ before replacing it (read once, with the pages' fingerprints).
        const changes = buildChanges(result.previousCatalogue, options.out);
        const ms = Math.round(performance.now() - started);
        if (options.json) {
          writeStdout(`${JSON.stringify({ ok: true, pages: result.pages, kept: result.kept, files: result.files, ms, timings: result.timings, scheduled: result.scheduled, warnings: result.warnings.map(({ row: _r, ...w }) => w), changes: changes.report }, null, 2)}\n`);
        } else {
          if (result.warnings.length && !options.quiet) console.error(formatProblems(result.warnings, 'text', options.sheets));
          const kept = result.kept ? ` (${result.kept} sem mudança desde o build anterior, mantidas como estavam)` : '';
          if (!options.quiet) console.log(`Site gerado em ${options.out}/: ${result.pages} páginas${kept}, ${result.files} arquivos, ${ms} ms.`);
          if (!options.quiet && changes.paragraph) console.log(changes.paragraph);
          if (!options.quiet && result.scheduled.length) console.log(scheduledNote(result.scheduled));
        }
      } catch (error) {
        // In JSON too (dev's rebuild in a child reads it): what stops the build that is not the sheets' but the operator's.
        if (error instanceof UserError && options.json) writeStdout(`${JSON.stringify({ ok: false, error: { code: error.code, message: error.message, hint: error.hint } }, null, 2)}\n`);
        if (!(error instanceof SheetProblems)) throw error;
        if (options.json) writeStdout(`${formatProblems(error.problems, 'json', options.sheets)}\n`);
        else console.error(formatProblems(error.problems, 'text', options.sheets));
        outcome.exitCode = 1;
      } finally {
        process.off('SIGINT', interrupted);
      }
    });
};
