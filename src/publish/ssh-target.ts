/**
 * A host over SSH as the target, with the system's `ssh` and `rsync` (docs/publicar.md#ssh): the same layout as a
 * folder (releases/<date-time>/, `current`, the lock). rsync sends the release with `--link-dest` to the live one
 * and `--checksum`, so unchanged files become hard links on the host and only changed files travel; its own
 * statistics give the bytes sent. Remote commands are plain POSIX shell plus GNU `mv -T` (any Linux host).
 *
 * How ssh is called is the operator's: CLINIC_SITE_SSH_COMMAND (default `ssh`), e.g.
 * `ssh -i /etc/clinic-site/chave -o UserKnownHostsFile=/etc/clinic-site/known_hosts`, words separated by spaces.
 * BatchMode is always on: a publication never waits for a password nobody will type.
 */
import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { UserError } from '../errors/user-error.ts';
import { manifestText, MANIFEST_FILE, parseManifest } from './release-manifest.ts';
import { CURRENT, isStaleHere, LOCK, LOCK_INFO, lockHolder, parseHolder, previousRelease, RELEASES, releaseName, releasesToPrune, sinceText } from './release-layout.ts';
import type { TargetAddress } from './target-address.ts';
import type { LiveSite, PublishTarget } from './target.ts';
import type { StoredCatalogue } from '../diff/site-catalogue.ts';

type SshAddress = Extract<TargetAddress, { kind: 'ssh' }>;

/** Variable with the ssh command line (docs/publicar.md#ssh). */
export const SSH_COMMAND_VARIABLE = 'CLINIC_SITE_SSH_COMMAND';
const SHORT_COMMAND_MS = 60_000;
const TRANSFER_MS = 30 * 60_000;
const OUTPUT_CAP = 4 * 1024 * 1024;
const MARK = '@@clinic-site@@';

/** 'it's' → `'it'\''s'`: one word for the remote shell, whatever it holds. */
export const shellQuote = (text: string) => `'${text.replace(/'/g, `'\\''`)}'`;

interface Ran {
  code: number | null;
  stdout: string;
  stderr: string;
}

function run(command: string, args: string[], timeoutMs: number): Promise<Ran> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], timeout: timeoutMs, killSignal: 'SIGKILL' });
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    let size = 0;
    const keep = (into: Buffer[]) => (chunk: Buffer) => {
      size += chunk.length;
      if (size <= OUTPUT_CAP) into.push(chunk);
    };
    child.stdout.on('data', keep(out));
    child.stderr.on('data', keep(err));
    child.on('error', reject);
    child.on('close', (code, signal) =>
      resolve({ code: signal ? null : code, stdout: Buffer.concat(out).toString('utf8'), stderr: Buffer.concat(err).toString('utf8') }),
    );
  });
}

/** rsync's `--stats`: 'Total bytes sent: 12,345' and 'Number of regular files transferred: 3'. */
export function rsyncStats(output: string): { bytesSent: number; filesSent: number } {
  const number = (pattern: RegExp) => Number((pattern.exec(output)?.[1] ?? '0').replace(/[,.]/g, ''));
  return { bytesSent: number(/Total bytes sent:\s*([\d,.]+)/), filesSent: number(/Number of regular files transferred:\s*([\d,.]+)/) };
}

export function sshTarget(address: SshAddress, label: string, env: Record<string, string | undefined>): PublishTarget {
  const sshWords = (env[SSH_COMMAND_VARIABLE]?.trim() || 'ssh').split(/\s+/);
  const options = ['-o', 'BatchMode=yes', '-o', 'ConnectTimeout=15', ...(address.port ? ['-p', String(address.port)] : [])];
  const destination = `${address.user ? `${address.user}@` : ''}${address.host}`;
  const root = shellQuote(address.path);

  const unreachable = (reason: string) => new UserError('DESTINO_INACESSIVEL', { target: label, reason });
  const explain = (ran: Ran, what: string) => {
    const detail = ran.stderr.trim().split('\n').filter(Boolean).at(-1) ?? '';
    return ran.code === null ? `${what} demorou demais e foi interrompido` : `${what} falhou${detail ? ` (${detail})` : ''}`;
  };
  /** Runs a POSIX shell script on the host; a failure to connect or a non-zero exit is the operator's to fix. */
  const remote = async (script: string, what: string, timeoutMs = SHORT_COMMAND_MS): Promise<string> => {
    let ran: Ran;
    try {
      ran = await run(sshWords[0], [...sshWords.slice(1), ...options, destination, script], timeoutMs);
    } catch (error) {
      throw new UserError('DESTINO_INACESSIVEL', { target: label, reason: `o programa ${sshWords[0]} não pôde ser executado (${(error as Error).message})` }, { cause: error });
    }
    if (ran.code !== 0) throw unreachable(explain(ran, what));
    return ran.stdout;
  };
  const state = async () => {
    const text = await remote(`mkdir -p ${root}/${RELEASES} && cd ${root} && ls -1 ${RELEASES} && echo ${MARK} && (readlink ${CURRENT} || true)`, 'a leitura das versões');
    const [list, link = ''] = text.split(`${MARK}\n`);
    return { names: list.split('\n').filter(Boolean), current: link.trim().split('/').pop() || null };
  };
  const pointAt = (name: string) =>
    remote(`cd ${root} && ln -sfn ${shellQuote(`${RELEASES}/${name}`)} .${CURRENT}.novo && mv -T .${CURRENT}.novo ${CURRENT}`, 'a troca da versão no ar');

  return {
    label,
    async lock({ breakLock, unlockCommand }) {
      const lock = `${root}/${LOCK}`;
      const take = (force: boolean) =>
        remote(
          `mkdir -p ${root} && ${force ? `rm -rf ${lock} && ` : ''}if mkdir ${lock} 2>/dev/null; then printf '%s' ${shellQuote(JSON.stringify(lockHolder()))} > ${lock}/${LOCK_INFO}; echo TOMADA; else echo OCUPADA; cat ${lock}/${LOCK_INFO} 2>/dev/null; fi`,
          'a trava da publicação',
        );
      let answer = await take(breakLock);
      if (!answer.startsWith('TOMADA')) {
        const holder = parseHolder(answer.slice(answer.indexOf('\n') + 1));
        if (isStaleHere(holder)) answer = await take(true);
        if (!answer.startsWith('TOMADA')) {
          throw new UserError('PUBLICACAO_EM_ANDAMENTO', {
            target: label, holder: holder?.who ?? 'outro processo', since: holder ? sinceText(holder.since) : 'hora desconhecida', unlock: unlockCommand,
          });
        }
      }
      return async () => void (await remote(`rm -rf ${lock}`, 'a liberação da trava'));
    },

    async live(): Promise<LiveSite | null> {
      const text = await remote(
        `cd ${root} 2>/dev/null && r=$(readlink ${CURRENT}) && echo "\${r##*/}" && echo ${MARK} && cat ${CURRENT}/${shellQuote(MANIFEST_FILE)} 2>/dev/null; echo ${MARK}; cat ${CURRENT}/.clinic-site.json 2>/dev/null; true`,
        'a leitura da versão no ar',
      );
      const [release, manifest, info] = text.split(`${MARK}\n`);
      if (!release?.trim() || manifest === undefined) return null;
      let catalogue: StoredCatalogue | null = null;
      try {
        const value = JSON.parse(info ?? '').catalogue;
        catalogue = value?.version === 1 ? value : null;
      } catch {}
      return { release: release.trim(), manifest: parseManifest(manifest), catalogue };
    },

    async deploy(site, manifest, live, keep) {
      const { names } = await state();
      const name = releaseName(new Date(), names);
      writeFileSync(join(site, MANIFEST_FILE), manifestText(manifest));
      const staging = `${RELEASES}/.${name}.parcial`;
      const rsh = [...sshWords, ...options].join(' ');
      const args = [
        '-rlc', '--delete', '--stats', '--timeout=120', '-e', rsh,
        ...(live ? [`--link-dest=../${live.release}`] : []),
        `${site}/`, `${destination}:${address.path}/${staging}/`,
      ];
      let ran: Ran;
      try {
        ran = await run('rsync', args, TRANSFER_MS);
      } catch (error) {
        throw new UserError('DESTINO_INACESSIVEL', { target: label, reason: `o programa rsync não pôde ser executado (${(error as Error).message})` }, { cause: error });
      }
      if (ran.code !== 0) throw unreachable(explain(ran, 'o envio com rsync'));
      await remote(`cd ${root}/${RELEASES} && mv ${shellQuote(`.${name}.parcial`)} ${shellQuote(name)}`, 'a gravação da versão');
      await pointAt(name);
      const prune = releasesToPrune([...names, name], name, keep);
      if (prune.length) await remote(`cd ${root}/${RELEASES} && rm -rf ${prune.map(shellQuote).join(' ')}`, 'a limpeza das versões antigas');
      return { release: name, ...rsyncStats(ran.stdout) };
    },

    async rollback() {
      const { names, current } = await state();
      const to = previousRelease(names, current);
      if (!current || !to) throw new UserError('SEM_VERSAO_ANTERIOR', { target: label });
      await pointAt(to);
      return { from: current, to };
    },
  };
}
