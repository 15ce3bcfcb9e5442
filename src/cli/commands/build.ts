import type { Command } from 'commander';
import type { Outcome } from '../main.ts';
import { build, checkSheets } from '../../build.ts';
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
      try {
        const result = await build({ sheets: options.sheets, out: options.out, siteUrl: checkUrl(options.siteUrl) });
        const ms = Math.round(performance.now() - started);
        if (options.json) {
          console.log(JSON.stringify({ ok: true, pages: result.pages, files: result.files, ms, timings: result.timings, warnings: result.warnings.map(({ row: _r, ...w }) => w) }, null, 2));
        } else {
          if (result.warnings.length && !options.quiet) console.error(formatProblems(result.warnings, 'text', options.sheets));
          if (!options.quiet) console.log(`Site gerado em ${options.out}/: ${result.pages} páginas, ${result.files} arquivos, ${ms} ms.`);
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
    .action((options: { sheets: string; format: string }) => {
      if (!['text', 'json', 'github'].includes(options.format)) {
        throw new UserError('OPCAO_INVALIDA', `Formato "${options.format}" desconhecido.`, 'Use --format text, json ou github.');
      }
      const { problems } = checkSheets(options.sheets);
      const report = formatProblems(problems, options.format as ReportFormat, options.sheets);
      if (options.format === 'text') console.error(report);
      else console.log(report);
      if (errorsIn(problems).length) outcome.exitCode = 1;
    });
}
