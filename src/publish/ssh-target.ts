/**
 * A host over SSH as the target, with the system's `ssh` and `rsync` (docs/publicar.md#ssh-chave-porta-e-known_hosts): the same layout as a
 * folder (releases/<date-time>/, `current`, the lock). rsync sends the release with `--link-dest` to the live one
 * and `--checksum`, so unchanged files become hard links on the host and only changed files travel; its own
 * statistics give the bytes sent. Remote commands are plain POSIX shell plus GNU `mv -T` (any Linux host).
 *
 * How ssh is called is the operator's: CLINIC_SITE_SSH_COMMAND (default `ssh`), e.g.
 * `ssh -i /etc/clinic-site/chave -o UserKnownHostsFile=/etc/clinic-site/known_hosts`, words separated by spaces.
 * BatchMode is always on: a publication never waits for a password nobody will type. One publication makes several
 * calls (lock, read the live release, rsync, switch, unlock): they share one SSH connection (ControlMaster, closed
 * when the lock is released), so the key exchange happens once.
 */
import { spawn } from 'node:child_process';
import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { scratchFolder } from './scratch-folder.ts';
import { shellQuote } from './shell-words.ts';
import { UserError } from '../errors/user-error.ts';
import { hashedFilesToKeep, MANIFEST_FILE, manifestText, parseManifest } from './release-manifest.ts';
import { CURRENT, isStaleHere, LOCK, LOCK_INFO, lockHolder, parseHolder, previousRelease, RELEASES, releaseName, releasesToPrune, sinceText } from './release-layout.ts';
import type { TargetAddress } from './target-address.ts';
import type { LiveSite, PublishTarget } from './target.ts';
import type { StoredCatalogue } from '../diff/site-catalogue.ts';

type SshAddress = Extract<TargetAddress, { kind: 'ssh' }>;

/** Variable with the ssh command line (docs/publicar.md#ssh-chave-porta-e-known_hosts). */
export const SSH_COMMAND_VARIABLE = 'CLINIC_SITE_SSH_COMMAND';
const SHORT_COMMAND_MS = 60_000;
const TRANSFER_MS = 30 * 60_000;
const OUTPUT_CAP = 4 * 1024 * 1024;
const MARK = '@@clinic-site@@';
/** Markers of the remote scripts' answers: a `current` folder of its own, the switch done, a release left. */
const OCCUPIED = 'CURRENT_OCUPADO';
const LIVE = 'NO_AR';
const NOT_REMOVED = 'NAO_APAGADA';
/** At most this many dropped hashed files are kept for a page opened before the switch (one remote command line). */
const MAX_KEPT_FILES = 2000;

export interface Ran {
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

/**
 * What ssh said when it could not connect, in the operator's words (its own English after them, to search for):
 * the wrong key, a host key that is not the known one, a name that does not resolve, nothing listening. Null for
 * anything else (then the last line is shown as it is). rsync over ssh reports the same lines.
 */
export function sshConnectionProblem(stderr: string): string | null {
  const rules: [RegExp, string][] = [
    // ssh's own refusal ("Permission denied (publickey).", "…, please try again."), not a command's on the host
    // ("mkdir: cannot create directory '/srv/x': Permission denied"), which remoteFileProblem says.
    [/Permission denied( \(|, please try again)|Too many authentication failures/i, 'o servidor recusou o acesso: a chave SSH ou o usuário não é aceito ali (confira o -i em CLINIC_SITE_SSH_COMMAND e o authorized_keys do usuário no servidor)'],
    [/Host key verification failed|REMOTE HOST IDENTIFICATION HAS CHANGED|No \S+ host key is known/i, 'a identidade do servidor não está no known_hosts ou mudou (confira com quem administra o servidor e acrescente a chave dele ao known_hosts indicado em CLINIC_SITE_SSH_COMMAND)'],
    [/Could not resolve hostname|Name or service not known|Temporary failure in name resolution/i, 'o nome do servidor não foi encontrado (confira o endereço em --to)'],
    [/Connection refused/i, 'nada responde ao SSH nesse endereço e porta (confira a porta em --to e se o servidor SSH está ligado)'],
    [/timed out|No route to host|Network is unreachable/i, 'o servidor não respondeu (confira a rede, o firewall e o endereço)'],
  ];
  return explained(stderr, rules, 'o ssh disse');
}

/** The first line of `stderr` that a rule knows, in the rule's words with the line after them; null when none does. */
function explained(stderr: string, rules: [RegExp, string][], said: string): string | null {
  const line = stderr.split('\n').find((text) => rules.some(([pattern]) => pattern.test(text)));
  const rule = line ? rules.find(([pattern]) => pattern.test(line)) : undefined;
  return rule ? `${rule[1]}; ${said}: "${line!.trim()}"` : null;
}

/**
 * What a command on the host (mkdir, rsync's receiver) said about the host's disk, in the operator's words, its own
 * line after them; null for anything else. rsync ends with a summary line ("error in file IO (code 11)") that names
 * no cause: the cause is an earlier line.
 */
export function remoteFileProblem(stderr: string): string | null {
  const rules: [RegExp, string][] = [
    [/No space left on device|Disk quota exceeded/i, 'o disco do servidor está cheio (ou acabou a cota do usuário)'],
    [/Read-only file system/i, 'o disco do servidor só permite leitura'],
    [/Permission denied/i, 'o usuário do SSH não tem permissão para gravar nesse lugar do servidor (confira o dono da pasta)'],
    [/File exists|Not a directory/i, 'parte do caminho no servidor é um arquivo, não uma pasta'],
  ];
  return explained(stderr, rules, 'o servidor disse');
}

/**
 * Why a command on the host failed, for DESTINO_INACESSIVEL's reason. `what` names the step ('a troca da versão no
 * ar', 'o envio com rsync'): feminine or masculine, so no word here agrees with it.
 */
export function failureText(ran: Ran, what: string, destination: string): string {
  if (ran.code === null) return `${what} demorou demais; a operação foi interrompida`;
  const connection = sshConnectionProblem(ran.stderr);
  if (connection) return `a conexão SSH com ${destination} falhou: ${connection}`;
  const file = remoteFileProblem(ran.stderr);
  if (file) return `${what} falhou: ${file}`;
  const detail = ran.stderr.trim().split('\n').filter(Boolean).at(-1) ?? '';
  return `${what} falhou${detail ? ` (${detail})` : ''}`;
}

/** rsync's `--stats`: 'Total bytes sent: 12,345' and 'Number of regular files transferred: 3'. */
export function rsyncStats(output: string): { bytesSent: number; filesSent: number } {
  const number = (pattern: RegExp) => Number((pattern.exec(output)?.[1] ?? '0').replace(/[,.]/g, ''));
  return { bytesSent: number(/Total bytes sent:\s*([\d,.]+)/), filesSent: number(/Number of regular files transferred:\s*([\d,.]+)/) };
}

export function sshTarget(address: SshAddress, label: string, env: Record<string, string | undefined>): PublishTarget {
  const sshWords = (env[SSH_COMMAND_VARIABLE]?.trim() || 'ssh').split(/\s+/);
  // A private folder for the shared connection's socket (%C: a hash of host, port and user, short enough for a socket).
  const control = scratchFolder('clinic-site-ssh');
  const options = [
    '-o', 'BatchMode=yes', '-o', 'ConnectTimeout=15',
    '-o', 'ControlMaster=auto', '-o', `ControlPath=${join(control, '%C')}`, '-o', 'ControlPersist=60',
    ...(address.port ? ['-p', String(address.port)] : []),
  ];
  const destination = `${address.user ? `${address.user}@` : ''}${address.host}`;
  const root = shellQuote(address.path);

  const unreachable = (reason: string) => new UserError('DESTINO_INACESSIVEL', { target: label, reason });
  const explain = (ran: Ran, what: string) => failureText(ran, what, destination);
  /** Runs a POSIX shell script on the host and returns what it answered, whatever its exit. */
  const runRemote = async (script: string, timeoutMs = SHORT_COMMAND_MS): Promise<Ran> => {
    try {
      return await run(sshWords[0], [...sshWords.slice(1), ...options, destination, script], timeoutMs);
    } catch (error) {
      throw new UserError('DESTINO_INACESSIVEL', { target: label, reason: `o programa ${sshWords[0]} não pôde ser executado (${(error as Error).message})` }, { cause: error });
    }
  };
  /** Runs a POSIX shell script on the host; a failure to connect or a non-zero exit is the operator's to fix. */
  const remote = async (script: string, what: string, timeoutMs = SHORT_COMMAND_MS): Promise<string> => {
    const ran = await runRemote(script, timeoutMs);
    if (ran.code !== 0) throw unreachable(explain(ran, what));
    return ran.stdout;
  };
  /**
   * The releases and the live one. Asked under the lock, it also removes what an interrupted or failed publication
   * left (a release half sent, a link not yet swapped): no other publication is writing them.
   */
  const state = async () => {
    // A leftover that cannot be removed (hidden, so never a release) waits for the next publication and stops none.
    const leftovers = `{ rm -rf ${RELEASES}/.*.parcial ${RELEASES}/.*.apagando .${CURRENT}.novo 2>/dev/null || true; }`;
    // A `current` that is a folder of its own (not the link this tool makes) is refused before anything is sent.
    const ours = `if [ -e ${CURRENT} ] && [ ! -L ${CURRENT} ]; then echo ${OCCUPIED}; exit 0; fi`;
    const text = await remote(`mkdir -p ${root}/${RELEASES} && cd ${root} && ${ours} && ${leftovers} && ls -1 ${RELEASES} && echo ${MARK} && (readlink ${CURRENT} || true)`, 'a leitura das versões');
    if (text.startsWith(OCCUPIED)) throw new UserError('DESTINO_CURRENT_OCUPADO', { target: label });
    const [list, link = ''] = text.split(`${MARK}\n`);
    return { names: list.split('\n').filter(Boolean), current: link.trim().split('/').pop() || null };
  };
  const pointAtScript = (name: string) => `cd ${root} && ln -sfn ${shellQuote(`${RELEASES}/${name}`)} .${CURRENT}.novo && mv -T .${CURRENT}.novo ${CURRENT}`;
  /** Ends the shared connection (its master process lives at most ControlPersist after the last call anyway). */
  const disconnect = async () => {
    await run(sshWords[0], [...sshWords.slice(1), ...options, '-O', 'exit', destination], SHORT_COMMAND_MS).catch(() => {});
    rmSync(control, { recursive: true, force: true });
  };

  const liveScript = `cd ${root} 2>/dev/null && r=$(readlink ${CURRENT}) && echo "\${r##*/}" && echo ${MARK} && cat ${CURRENT}/${shellQuote(MANIFEST_FILE)} 2>/dev/null; echo ${MARK}; cat ${CURRENT}/.clinic-site.json 2>/dev/null; true`;
  const parseLive = (text: string): LiveSite | null => {
    const [release, manifest, info] = text.split(`${MARK}\n`);
    if (!release?.trim() || manifest === undefined) return null;
    let catalogue: StoredCatalogue | null = null;
    try {
      const value = JSON.parse(info ?? '').catalogue;
      catalogue = value?.version === 1 ? value : null;
    } catch {}
    return { release: release.trim(), manifest: parseManifest(manifest), catalogue };
  };
  /** The live release as read in the same call that took the lock (one round trip less); used once by live(). */
  let readWithLock: LiveSite | null | undefined;

  /** What is live: as read with the lock the first time it is asked, from the host after that. */
  const readLive = async (): Promise<LiveSite | null> => {
    if (readWithLock !== undefined) {
      const live = readWithLock;
      readWithLock = undefined;
      return live;
    }
    return parseLive(await remote(liveScript, 'a leitura da versão no ar'));
  };

  return {
    label,
    async lock({ breakLock, unlockCommand, mustExist }) {
      const lock = `${root}/${LOCK}`;
      const take = (force: boolean) =>
        remote(
          `${mustExist ? `test -d ${root} || { echo SEM_DESTINO; exit 0; }; ` : ''}mkdir -p ${root} && ${force ? `rm -rf ${lock} && ` : ''}if mkdir ${lock} 2>/dev/null; then printf '%s' ${shellQuote(JSON.stringify(lockHolder()))} > ${lock}/${LOCK_INFO}; echo TOMADA; (${liveScript}); elif [ -d ${lock} ]; then echo OCUPADA; cat ${lock}/${LOCK_INFO} 2>/dev/null; true; else mkdir ${lock}; fi`,
          'a trava da publicação',
        );
      let answer = await take(breakLock).catch(async (error) => {
        await disconnect();
        throw error;
      });
      if (answer.startsWith('SEM_DESTINO')) {
        await disconnect();
        throw new UserError('DESTINO_INEXISTENTE', { target: label });
      }
      if (!answer.startsWith('TOMADA')) {
        const holder = parseHolder(answer.slice(answer.indexOf('\n') + 1));
        if (isStaleHere(holder)) answer = await take(true);
        if (!answer.startsWith('TOMADA')) {
          await disconnect();
          throw new UserError('PUBLICACAO_EM_ANDAMENTO', {
            target: label, holder: holder?.who ?? 'outro processo', since: holder ? sinceText(holder.since) : 'hora desconhecida', unlock: unlockCommand,
          });
        }
      }
      readWithLock = parseLive(answer.slice(answer.indexOf('\n') + 1));
      return async () => {
        try {
          await remote(`rm -rf ${lock}`, 'a liberação da trava');
        } finally {
          await disconnect();
        }
      };
    },

    live: readLive,

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
      if (ran.code !== 0) {
        // What was sent would only take space on the host; the next publication removes it too if this cannot.
        await remote(`rm -rf ${root}/${shellQuote(staging)}`, 'a limpeza do envio incompleto').catch(() => {});
        throw unreachable(explain(ran, 'o envio com rsync'));
      }
      // One call: the complete release gets its name, then `current` switches (a failure there fails the call), then
      // old releases go, each renamed out of the releases' names first. Once live, a release that cannot be removed
      // is reported (NAO_APAGADA) as a warning, never as a failed switch; so is a connection that drops, or a removal
      // that outlasts the call's time, after the host said NO_AR.
      const prune = releasesToPrune([...names, name], name, keep, manifest.previous);
      const removeOld = prune.map((old) => `{ mv ${shellQuote(old)} ${shellQuote(`.${old}.apagando`)} && rm -rf ${shellQuote(`.${old}.apagando`)}; } 2>/dev/null || echo ${NOT_REMOVED} ${shellQuote(old)}`);
      // The previous release's hashed files this one dropped, linked in for one publication (see hashedFilesToKeep).
      const keepHashed = live?.manifest ? hashedFilesToKeep(live.manifest, manifest).slice(0, MAX_KEPT_FILES) : [];
      const keepScript = keepHashed.length
        ? `( cd ${root}/${RELEASES}/${shellQuote(`.${name}.parcial`)} && prev=${shellQuote(`../${live!.release}`)} && for f in ${keepHashed.map(shellQuote).join(' ')}; do if [ -e "$prev/$f" ] && [ ! -e "$f" ]; then mkdir -p "$(dirname "$f")" && ln "$prev/$f" "$f"; fi; done ) 2>/dev/null`
        : null;
      const switched = await runRemote(
        [
          ...(keepScript ? [keepScript] : []),
          `{ cd ${root}/${RELEASES} && mv ${shellQuote(`.${name}.parcial`)} ${shellQuote(name)} && ${pointAtScript(name)}; } || exit 1`,
          `echo ${LIVE}`,
          ...(prune.length ? [`cd ${root}/${RELEASES}`, ...removeOld] : []),
          'exit 0',
        ].join('; '),
      );
      const answer = switched.stdout.split('\n');
      if (!answer.includes(LIVE)) throw unreachable(explain(switched, 'a troca da versão no ar'));
      const stuck = answer.filter((line) => line.startsWith(`${NOT_REMOVED} `)).map((line) => line.slice(NOT_REMOVED.length + 1));
      const cleanupProblem = stuck.length
        ? `a versão antiga ${stuck.join(', ')} não pôde ser apagada no servidor`
        : switched.code !== 0
          ? `a limpeza das versões antigas no servidor não terminou: ${explain(switched, 'o comando')}`
          : null;
      return { release: name, ...rsyncStats(ran.stdout), ...(cleanupProblem ? { cleanupProblem } : {}) };
    },

    async rollback() {
      const { names, current } = await state();
      // What is live was read with the lock: where it says rollback goes back to costs no second call.
      const recorded = (await readLive())?.manifest?.previous;
      const to = previousRelease(names, current, recorded);
      if (!current || !to) throw new UserError('SEM_VERSAO_ANTERIOR', { target: label });
      await remote(pointAtScript(to), 'a troca da versão no ar');
      return { from: current, to };
    },
  };
}
