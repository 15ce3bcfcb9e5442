/**
 * A real `node bin/clinic-site.js serve` in a child process, for the tests that kill it, restart it or run two of
 * them on one database. The start waits for the "Site em …" line (bounded); `stop()` ends it with SIGTERM and
 * waits, `kill()` sends SIGKILL and waits.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));

export interface ServeProcess {
  child: ChildProcess;
  /** http://127.0.0.1:port/api/contact */
  contactUrl: string;
  /** Everything it printed so far. */
  output(): string;
  stop(): Promise<void>;
  kill(): Promise<void>;
}

async function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  await once(child, 'exit');
}

/** Starts `serve` on a free port with `db` (a file or postgres:// URL); SMTP and webhook only as `env` sets them. */
export async function startServeProcess(outDir: string, db: string, env: Record<string, string> = {}): Promise<ServeProcess> {
  const childEnv: NodeJS.ProcessEnv = { ...process.env, CLINIC_SITE_RATE_LIMIT: '1000000' };
  for (const key of Object.keys(childEnv)) {
    if (key.startsWith('CLINIC_SITE_SMTP') || key.startsWith('CLINIC_SITE_MAIL') || key === 'CLINIC_SITE_WEBHOOK_URL' || key === 'DATABASE_URL') delete childEnv[key];
  }
  const child = spawn(process.execPath, ['bin/clinic-site.js', 'serve', '--out', outDir, '--db', db, '--host', '127.0.0.1', '--port', '0'], {
    cwd: root,
    env: { ...childEnv, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const read = (chunk: Buffer) => (output += chunk);
  child.stdout!.on('data', read);
  child.stderr!.on('data', read);
  try {
    const url = await new Promise<string>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`o servidor não iniciou em 30 s:\n${output}`)), 30_000);
      const look = () => {
        const match = /Site em (http:\/\/\S+)/.exec(output);
        if (match) {
          clearTimeout(timer);
          resolve(match[1]);
        }
      };
      child.stdout!.on('data', look);
      child.stderr!.on('data', look);
      child.once('exit', (code) => (clearTimeout(timer), reject(new Error(`o servidor terminou (código ${code}):\n${output}`))));
    });
    return {
      child,
      contactUrl: `${url}/api/contact`,
      output: () => output,
      async stop() {
        if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
        await exited(child);
      },
      async kill() {
        if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
        await exited(child);
      },
    };
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }
}
