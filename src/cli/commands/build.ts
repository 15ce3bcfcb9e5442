import type { Command } from 'commander';
import type { Outcome } from '../main.ts';
import { build, checkSheets } from '../../build.ts';
import { buildChanges } from '../../diff/build-summary.ts';
import { readStoredCatalogue } from '../../diff/stored-catalogue.ts';
import { errorsIn, SheetProblems } from '../../errors/problems.ts';
import { UserError } from '../../errors/user-error.ts';
import { formatProblems, type ReportFormat } from '../reporter.ts';

function checkUrl(url: string | undefined): string | undefined {
  if (url === undefined) return undefined;
  if (!/^https?:\/\/[^\s/]+(\/\S*)?$/.test(url)) {
    throw new UserError('OPCAO_INVALIDA', `O endereço "${url}" não é válido.`, 'Use o endereço completo, por exemplo --site-url https://www.suaclinica.com.br');
  }
  return url.replace(/\/+$/, '');
}

/**
 * A status line on a terminal while the site is generated (issue 5), erased before the summary; nothing in CI
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
    .option('--quiet', 'mostra só erros')
    .option('--json', 'resumo em JSON (páginas, tempo, avisos)')
    .action(async (options: { sheets: string; out: string; siteUrl?: string; quiet?: boolean; json?: boolean }) => {
      const started = performance.now();
      const progress = buildProgress(!options.quiet && !options.json);
      const previousCatalogue = readStoredCatalogue(options.out); // read now: the build replaces out/ (issue 5 summary)
      try {
        const result = await build({
          sheets: options.sheets,
          out: options.out,
          siteUrl: checkUrl(options.siteUrl),
          onPage: progress.update,
          onImage: progress.images,
        }).finally(progress.done);
        const changes = buildChanges(previousCatalogue, options.out);
        const ms = Math.round(performance.now() - started);
        if (options.json) {
          console.log(JSON.stringify({ ok: true, pages: result.pages, files: result.files, ms, timings: result.timings, warnings: result.warnings.map(({ row: _r, ...w }) => w), changes: changes.report }, null, 2));
        } else {
          if (result.warnings.length && !options.quiet) console.error(formatProblems(result.warnings, 'text', options.sheets));
          if (!options.quiet) console.log(`Site gerado em ${options.out}/: ${result.pages} páginas, ${result.files} arquivos, ${ms} ms.`);
          if (!options.quiet && changes.paragraph) console.log(changes.paragraph);
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
    .action((options: { sheets: string; format: string; strict?: boolean }) => {
      if (!['text', 'json', 'github'].includes(options.format)) {
        throw new UserError('OPCAO_INVALIDA', `Formato "${options.format}" desconhecido.`, 'Use --format text, json ou github.');
      }
      // Compliance findings (issue #5) come with the rest, from the same read of the sheets.
      const { problems } = checkSheets(options.sheets, { strict: options.strict });
      const report = formatProblems(problems, options.format as ReportFormat, options.sheets);
      if (options.format === 'text') console.error(report);
      else console.log(report);
      if (errorsIn(problems).length) outcome.exitCode = 1;
    });
}
