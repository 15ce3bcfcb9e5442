import type { Command } from 'commander';
import type { Outcome } from '../main.ts';
import { initSheets } from '../../init/init-sheets.ts';
import { registerDiffCommand } from './diff.ts';

/**
 * `init` and `diff` (for clinic staff, docs/architecture.md#staff-tools), registered together so that main.ts needs one
 * line.
 */
export function registerStaffCommands(program: Command, outcome: Outcome): void {
  program
    .command('init')
    .description('Cria uma pasta com as quatro planilhas de exemplo, instruções e listas de opções.')
    .argument('[pasta]', 'pasta nova ou vazia', 'sheets')
    .action(async (folder: string) => {
      const written = await initSheets(folder);
      console.log(`Planilhas criadas em ${folder}/: ${written.join(', ')}.`);
      console.log(`Abra cada planilha, leia a aba "Instruções" e troque os exemplos pelos dados da clínica.`);
      console.log(`Depois confira com: clinic-site validate --sheets ${folder}`);
    });
  registerDiffCommand(program, outcome);
}
