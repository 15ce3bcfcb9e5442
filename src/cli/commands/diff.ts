import { writeStdout } from '../stdout.ts';
import type { Command } from 'commander';
import type { Outcome } from '../outcome.ts';
import { UserError } from '../../errors/user-error.ts';
import { resolveAgainst } from '../../diff/against.ts';
import { withSources } from '../../pipeline/check-sheets.ts';
import { diffSheets } from '../../diff/diff-sheets.ts';
import { formatReport, type DiffFormat } from '../../diff/format-report.ts';
import { formatProblems } from '../../errors/problem-report.ts';

/**
 * `clinic-site diff --against <pasta|versão>`: what publishing the sheets would change for a visitor
 * (docs/architecture.md#staff-tools).
 */
export function registerDiffCommand(program: Command, outcome: Outcome): void {
  program
    .command('diff')
    .description('Mostra o que muda no site para o visitante em relação a outra pasta de planilhas ou versão do git.')
    .requiredOption('--against <pasta|versão>', 'pasta com as planilhas anteriores, ou versão do git (ex.: origin/main, HEAD~1)')
    .option('--sheets <pasta>', 'pasta das planilhas novas', 'sheets')
    .option('--format <formato>', 'text ou markdown (para comentário em pull request)', 'text')
    .action(async (options: { against: string; sheets: string; format: string }) => {
      if (!['text', 'markdown'].includes(options.format)) {
        throw new UserError('FORMATO_DESCONHECIDO', { format: options.format, accepted: ['text', 'markdown'] });
      }
      const other = resolveAgainst(options.against, options.sheets);
      try {
        // Workbooks linked in fontes.txt are downloaded for both sides: the comparison is of what each would build today.
        const result = await withSources([other.folder, options.sheets], {}, (check) => diffSheets(other.folder, options.sheets, check));
        if (result.failed) {
          const which = result.failed.side === 'before' ? `as planilhas de ${other.label}` : `as planilhas de ${options.sheets}`;
          console.error(formatProblems(result.failed.problems, 'text', result.failed.side === 'before' ? other.label : options.sheets, 'check'));
          console.error(`\nNão foi possível comparar: ${which} têm erros. Corrija-os e rode de novo.`);
          outcome.exitCode = 1;
          return;
        }
        writeStdout(`${formatReport(result.report, options.format as DiffFormat, other.label, options.sheets)}\n`);
      } finally {
        other.dispose();
      }
    });
}
