import { UserError } from '../../errors/user-error.ts';
import { openTarget } from '../../publish/open-target.ts';
import { shellWord } from '../../publish/shell-words.ts';
import { sendStaffMail } from '../../publish/staff-mail.ts';
import { rolledBackMessage } from '../../publish/staff-report.ts';
import { mailSettings } from './publish.ts';
import type { RegisterCommand } from '../outcome.ts';

/** The targets speak of publishing when they cannot be reached or written; here it is a rollback that failed. */
const asRollbackError = (error: unknown): unknown =>
  error instanceof UserError && error.code === 'DESTINO_INACESSIVEL' ? new UserError('VOLTA_IMPOSSIVEL', (error as UserError<'DESTINO_INACESSIVEL'>).args, { cause: error }) : error;

export const registerRollbackCommand: RegisterCommand = (program) => {
  program
    .command('rollback')
    .description('Volta o site no ar para a publicação anterior.')
    .option('--to <destino>', 'pasta, ssh://usuario@servidor/caminho ou s3://bucket/pasta (padrão: CLINIC_SITE_PUBLISH_TO)')
    .option('--break-lock', 'libera a trava de uma publicação interrompida antes de voltar')
    .action(async (options: { to?: string; breakLock?: boolean }) => {
      const target = await openTarget(options.to);
      const unlock = await target
        .lock({ breakLock: options.breakLock === true, unlockCommand: `clinic-site rollback --to ${shellWord(target.label)} --break-lock`, mustExist: true })
        .catch((error: unknown) => Promise.reject(asRollbackError(error)));
      try {
        const { from, to, cleanupProblem } = await target.rollback();
        console.log(`O site em ${target.label} voltou para a publicação ${to} (a versão ${from} continua guardada, fora do ar).`);
        if (cleanupProblem) console.error(`Aviso: ${cleanupProblem}. A próxima publicação tenta de novo.`);
        // The staff hear of it too, and both are told that the next publication (a scheduled one included) brings the
        // sheets' content back unless the sheet is fixed first.
        const message = rolledBackMessage(target.label, from, to);
        console.error(message.text.split('\n').pop());
        const mail = mailSettings(process.env);
        if (mail) {
          const failure = await sendStaffMail(mail, message);
          if (failure) console.error(`Aviso: o e-mail para a equipe (${mail.to}) não pôde ser enviado: ${failure}.`);
          else console.log(`E-mail enviado para ${mail.to}: "${message.subject}".`);
        }
      } catch (error) {
        throw asRollbackError(error);
      } finally {
        await unlock();
      }
    });
};
