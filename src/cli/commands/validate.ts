import { checkSheets } from '../../pipeline/check-sheets.ts';
import { formatProblems, type ReportFormat } from '../../errors/problem-report.ts';
import { errorsIn } from '../../errors/problems.ts';
import { UserError } from '../../errors/user-error.ts';
import { checkDate } from '../option-values.ts';
import type { RegisterCommand } from '../outcome.ts';
import { writeStdout } from '../stdout.ts';

/** `clinic-site validate`: the sheet checks of `build`, without generating the site. */
export const registerValidateCommand: RegisterCommand = (program, outcome) => {
  program
    .command('validate')
    .description('Só confere as planilhas (não gera o site). Mostra todos os problemas de uma vez.')
    .option('--sheets <pasta>', 'pasta das planilhas', 'sheets')
    .option('--format <formato>', 'text, json ou github (anotações para o GitHub Actions)', 'text')
    .option('--strict', 'os avisos de publicidade médica e LGPD viram erros (saída 1)')
    .option('--date <data>', 'data da geração, para conferir os artigos agendados do blog (padrão: hoje)')
    .option('--offline-ok', 'se uma planilha do fontes.txt não puder ser baixada, usa a última cópia que deu certo (com um aviso)')
    .action(async (options: { sheets: string; format: string; strict?: boolean; date?: string; offlineOk?: boolean }) => {
      if (!['text', 'json', 'github'].includes(options.format)) {
        throw new UserError('FORMATO_DESCONHECIDO', { format: options.format, accepted: ['text', 'json', 'github'] });
      }
      // Compliance findings come with the rest, from the same read of the sheets.
      const { problems } = await checkSheets(options.sheets, { strict: options.strict, today: checkDate(options.date), offlineOk: options.offlineOk });
      const report = formatProblems(problems, options.format as ReportFormat, options.sheets, 'check');
      if (options.format === 'text') console.error(report);
      else writeStdout(`${report}\n`);
      if (errorsIn(problems).length) outcome.exitCode = 1;
    });
};
