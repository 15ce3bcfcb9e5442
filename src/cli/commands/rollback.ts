import { openTarget } from '../../publish/open-target.ts';
import type { RegisterCommand } from '../outcome.ts';

export const registerRollbackCommand: RegisterCommand = (program) => {
  program
    .command('rollback')
    .description('Volta o site no ar para a publicação anterior.')
    .option('--to <destino>', 'pasta, ssh://usuario@servidor/caminho ou s3://bucket/pasta (padrão: CLINIC_SITE_PUBLISH_TO)')
    .option('--break-lock', 'libera a trava de uma publicação interrompida antes de voltar')
    .action(async (options: { to?: string; breakLock?: boolean }) => {
      const target = await openTarget(options.to);
      const unlock = await target.lock({ breakLock: options.breakLock === true, unlockCommand: `clinic-site rollback --to ${target.label} --break-lock`, mustExist: true });
      try {
        const { from, to } = await target.rollback();
        console.log(`O site em ${target.label} voltou para a publicação ${to} (a versão ${from} continua guardada, fora do ar).`);
      } finally {
        await unlock();
      }
    });
};
