import type { Command } from 'commander';
import type { Outcome } from '../main.ts';
import { build, checkSheets } from '../../build.ts';
import { buildChanges } from '../../diff/build-summary.ts';
import { readStoredCatalogue } from '../../diff/stored-catalogue.ts';
import { errorsIn, SheetProblems } from '../../errors/problems.ts';
import { UserError } from '../../errors/user-error.ts';
import { formatProblems, type ReportFormat } from '../reporter.ts';
import { buildDay } from '../../model/blog/dates.ts';
import type { ScheduledArticle } from '../../model/types.ts';

/** `--date` (or SOURCE_DATE_EPOCH) → the build's date; an unreadable value is the user's mistake. */
function checkDate(date: string | undefined): string {
  const day = buildDay(date);
  if (!day) {
    throw new UserError(
      'OPCAO_INVALIDA',
      date === undefined ? `SOURCE_DATE_EPOCH="${process.env.SOURCE_DATE_EPOCH}" não é um número de segundos.` : `A data "${date}" não é válida.`,
      'Use --date 12/03/2026 (ou 2026-03-12), ou SOURCE_DATE_EPOCH em segundos desde 1970.',
    );
  }
  return day;
}

/** The build summary's line about scheduled blog articles (empty when there are none). */
export function scheduledNote(scheduled: ScheduledArticle[]): string {
  if (!scheduled.length) return '';
  const list = scheduled.map((a) => `"${a.title}" em ${a.published.display}`).join('; ');
  return `Artigos agendados (ainda fora do site): ${list}. Cada um entra na primeira geração a partir da sua data.`;
}

function checkUrl(url: string | undefined): string | undefined {
  if (url === undefined) return undefined;
  if (!/^https?:\/\/[^\s/]+(\/\S*)?$/.test(url)) {
    throw new UserError('OPCAO_INVALIDA', `O endereço "${url}" não é válido.`, 'Use o endereço completo, por exemplo --site-url https://www.suaclinica.com.br');
  }
  return url.replace(/\/+$/, '');
}

/**
 * A status line on a terminal while the site is generated, erased before the summary; nothing in CI
 * (CI=true), in a pipe or with --quiet/--json. `update(done, total)` shows pages rendered / total once the pipeline
 * reports them (src/build.ts has no progress callback yet: until then the line names the stage).
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

export function registerBuildCommands(program: Command, outcome: Outcome): void {
  program
    .command('build')
    .description('Lê as planilhas, valida e gera o site estático na pasta de saída.')
    .option('--sheets <dir>', 'pasta das planilhas', 'sheets')
    .option('--out <dir>', 'pasta de saída', 'out')
    .option('--site-url <url>', 'endereço público do site (padrão: o da planilha de configurações)')
    .option('--date <data>', 'data da geração (dd/mm/aaaa ou aaaa-mm-dd) para os artigos agendados do blog; padrão: hoje, ou SOURCE_DATE_EPOCH')
    .option('--quiet', 'mostra só erros')
    .option('--json', 'resumo em JSON (páginas, tempo, avisos)')
    .action(async (options: { sheets: string; out: string; siteUrl?: string; date?: string; quiet?: boolean; json?: boolean }) => {
      const today = checkDate(options.date);
      const started = performance.now();
      const progress = buildProgress(!options.quiet && !options.json);
      const previousCatalogue = readStoredCatalogue(options.out); // for the change summary; the build replaces out/
      try {
        const result = await build({
          sheets: options.sheets,
          out: options.out,
          siteUrl: checkUrl(options.siteUrl),
          today,
          onPage: progress.update,
          onImage: progress.images,
        }).finally(progress.done);
        const changes = buildChanges(previousCatalogue, options.out);
        const ms = Math.round(performance.now() - started);
        if (options.json) {
          console.log(JSON.stringify({ ok: true, pages: result.pages, files: result.files, ms, timings: result.timings, scheduled: result.scheduled, warnings: result.warnings.map(({ row: _r, ...w }) => w), changes: changes.report }, null, 2));
        } else {
          if (result.warnings.length && !options.quiet) console.error(formatProblems(result.warnings, 'text', options.sheets));
          if (!options.quiet) console.log(`Site gerado em ${options.out}/: ${result.pages} páginas, ${result.files} arquivos, ${ms} ms.`);
          if (!options.quiet && changes.paragraph) console.log(changes.paragraph);
          if (!options.quiet && result.scheduled.length) console.log(scheduledNote(result.scheduled));
        }
      } catch (error) {
        if (!(error instanceof SheetProblems)) throw error;
        if (options.json) console.log(formatProblems(error.problems, 'json', options.sheets));
        else console.error(formatProblems(error.problems, 'text', options.sheets));
        outcome.exitCode = 1;
      }
    });

  program
    .command('validate')
    .description('Só confere as planilhas (não gera o site). Mostra todos os problemas de uma vez.')
    .option('--sheets <dir>', 'pasta das planilhas', 'sheets')
    .option('--format <format>', 'text, json ou github (anotações para o GitHub Actions)', 'text')
    .option('--strict', 'os avisos de publicidade médica e LGPD viram erros (saída 1)')
    .option('--date <data>', 'data da geração, para conferir os artigos agendados do blog (padrão: hoje)')
    .action((options: { sheets: string; format: string; strict?: boolean; date?: string }) => {
      if (!['text', 'json', 'github'].includes(options.format)) {
        throw new UserError('OPCAO_INVALIDA', `Formato "${options.format}" desconhecido.`, 'Use --format text, json ou github.');
      }
      // Compliance findings (docs/site.md#medical-advertising-rules) come with the rest, from the same read of the
      // sheets.
      const { problems } = checkSheets(options.sheets, { strict: options.strict, today: checkDate(options.date) });
      const report = formatProblems(problems, options.format as ReportFormat, options.sheets);
      if (options.format === 'text') console.error(report);
      else console.log(report);
      if (errorsIn(problems).length) outcome.exitCode = 1;
    });
}
