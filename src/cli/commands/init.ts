import { initSheets } from '../../init/init-sheets.ts';
import type { RegisterCommand } from '../outcome.ts';

/** `clinic-site init [pasta]`: a new sheets folder with the starter workbooks, for clinic staff. */
export const registerInitCommand: RegisterCommand = (program) => {
  program
    .command('init')
    .description('Cria uma pasta com as cinco planilhas de exemplo (o blog incluído), instruções e listas de opções.')
    .argument('[pasta]', 'pasta nova ou vazia', 'sheets')
    .action(async (folder: string) => {
      const written = await initSheets(folder);
      console.log(`Planilhas criadas em ${folder}/: ${written.join(', ')}.`);
      console.log(`Abra cada planilha, leia a aba "Instruções" e troque os exemplos pelos dados da clínica.`);
      console.log(`Depois confira com: clinic-site validate --sheets ${folder}`);
    });
};
