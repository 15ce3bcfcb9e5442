/**
 * A real OpenSSH server on a loopback port for the SSH publish tests: Debian's `sshd`, started by the test as the
 * current user with its own host key, a temporary user key made by `ssh-keygen`, and a known_hosts file, so ssh
 * checks the host strictly and never asks anything. Stopped (and its folder removed) by `stop()`.
 */
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';
import { eventually } from './eventually.ts';
import { freePort } from './free-port.ts';
import { SSHD } from './system-programs.ts';

export interface Sshd {
  port: number;
  user: string;
  /** What CLINIC_SITE_SSH_COMMAND holds for this server: the key and the known_hosts file. */
  sshCommand: string;
  /** A folder for the test's files (the remote target lives under it too: the "host" is this machine). */
  dir: string;
  stop(): Promise<void>;
}

export async function startSshd(): Promise<Sshd> {
  const dir = mkdtempSync(join(tmpdir(), 'clinic-site-sshd-'));
  const keygen = (file: string) => execFileSync('ssh-keygen', ['-q', '-t', 'ed25519', '-N', '', '-C', 'clinic-site-test', '-f', file]);
  keygen(join(dir, 'host_key'));
  keygen(join(dir, 'user_key'));
  writeFileSync(join(dir, 'authorized_keys'), readFileSync(join(dir, 'user_key.pub')));
  const port = await freePort();
  writeFileSync(join(dir, 'known_hosts'), `[127.0.0.1]:${port} ${readFileSync(join(dir, 'host_key.pub'), 'utf8').split(' ').slice(0, 2).join(' ')}\n`);
  writeFileSync(
    join(dir, 'sshd_config'),
    [
      `Port ${port}`,
      'ListenAddress 127.0.0.1',
      `HostKey ${join(dir, 'host_key')}`,
      `PidFile ${join(dir, 'sshd.pid')}`,
      `AuthorizedKeysFile ${join(dir, 'authorized_keys')}`,
      // The tests run as root in CI; the key files live in a temporary folder with ordinary modes.
      'PermitRootLogin prohibit-password',
      'StrictModes no',
      'PasswordAuthentication no',
      'KbdInteractiveAuthentication no',
      'UsePAM no',
      'LogLevel ERROR',
    ].join('\n'),
  );
  // Debian's service creates sshd's privilege-separation folder; a root sshd started by hand needs it too.
  if (process.getuid?.() === 0 && !existsSync('/run/sshd')) mkdirSync('/run/sshd', { mode: 0o755 });
  const server = spawn(SSHD.path, ['-D', '-e', '-f', join(dir, 'sshd_config')], { stdio: ['ignore', 'ignore', 'pipe'] });
  let log = '';
  server.stderr.on('data', (chunk: Buffer) => (log += chunk.toString()).length > 20_000 && (log = log.slice(-10_000)));
  const exited = new Promise<void>((done) => server.once('exit', () => done()));
  await eventually(
    () =>
      new Promise<void>((resolve, reject) => {
        if (server.exitCode !== null) return reject(new Error(`sshd terminou: ${log}`));
        const socket = connect(port, '127.0.0.1', () => (socket.end(), resolve()));
        socket.once('error', reject);
      }),
    15_000,
  );
  return {
    port,
    user: userInfo().username,
    dir,
    sshCommand: `ssh -i ${join(dir, 'user_key')} -o UserKnownHostsFile=${join(dir, 'known_hosts')} -o StrictHostKeyChecking=yes -o LogLevel=ERROR`,
    async stop() {
      server.kill('SIGTERM');
      await Promise.race([exited, new Promise((r) => setTimeout(r, 5_000).unref())]);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
