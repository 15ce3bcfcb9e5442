/**
 * `clinic-site leads migrate`: copies a SQLite lead database into PostgreSQL (src/leads/copy-leads.ts). Run again, it
 * copies only what is new and follows what changed in the source since (corrections, notices sent, leads erased).
 */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { UserError } from '../../errors/user-error.ts';
import { copyLeads } from '../../leads/copy-leads.ts';
import { isPostgresUrl, openLeadDatabase } from '../../leads/database.ts';
import type { LeadCommandIo } from './lead-output.ts';

export async function migrateLeads(options: { from: string; to: string }, io: LeadCommandIo): Promise<void> {
  if (isPostgresUrl(options.from) || !isPostgresUrl(options.to)) {
    throw new UserError('MIGRACAO_INVALIDA', {});
  }
  if (!existsSync(options.from)) {
    throw new UserError('BANCO_DE_ORIGEM_NAO_ENCONTRADO', { file: resolve(options.from) });
  }
  const from = await openLeadDatabase(options.from, { mustExist: true, option: '--from' });
  try {
    const to = await openLeadDatabase(options.to, { option: '--to' });
    try {
      // The source by its file: a later run from the same file recognises the leads it copied.
      const copied = await copyLeads(from.store, to.store, `sqlite:${resolve(options.from)}`);
      const since = [
        copied.updated ? `${copied.updated} atualizado(s) com correções feitas na origem` : '',
        copied.settled ? `${copied.settled} aviso(s) que a origem já enviou marcado(s) como enviado(s)` : '',
        copied.erased ? `${copied.erased} contato(s) apagado(s) na origem apagado(s) também no destino` : '',
      ].filter(Boolean);
      io.out(
        `${copied.leads} contato(s) copiado(s) com ${copied.jobs} aviso(s) pendente(s); ${copied.alreadyThere} já estava(m) em ${to.where}.\n` +
          (since.length ? `Desde a cópia anterior: ${since.join('; ')}.\n` : '') +
          (copied.foreign
            ? `Desses, ${copied.foreign} foi(ram) copiado(s) antes, de outro banco ou deste mesmo arquivo por outro caminho: ficou(aram) como estava(m), e correções ou exclusões feitas na origem não chegam a ele(s). ` +
              'Se o arquivo mudou de pasta desde a primeira cópia, rode de novo com --from no caminho de então.\n'
            : '') +
          (copied.erasedHere
            ? `${copied.erasedHere} contato(s) da origem foi(ram) apagado(s) no destino antes (a pedido da pessoa): não voltou(aram). Apague-o(s) também na origem com leads delete.\n`
            : '') +
          (copied.missing
            ? `${copied.missing} contato(s) copiado(s) antes não está(ão) mais na origem, e ela não registra que foi(ram) apagado(s): ficou(aram) no destino. ` +
              'A origem parece ser uma cópia mais antiga do banco (uma cópia de segurança restaurada depois da última migração), que nunca os teve. ' +
              'Se foram apagados na origem a pedido da pessoa, apague-os também no destino com leads delete.\n'
            : '') +
          (copied.jobs > 0 ? 'Os avisos pendentes serão enviados pelo servidor que usar o PostgreSQL; pare o servidor antigo para que não os envie também.\n' : ''),
      );
    } finally {
      await to.close();
    }
  } finally {
    await from.close();
  }
}
