/**
 * The real processes the nginx test runs, all on loopback: `clinic-site build` of the sample, `clinic-site serve`
 * (the lead server behind nginx) and Debian's nginx with the server block the build wrote. Not a test file.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { request } from 'node:http';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { NGINX as NGINX_PROGRAM } from '../support/system-programs.ts';

export const ROOT = fileURLToPath(new URL('../..', import.meta.url));
export const CLI = join(ROOT, 'bin', 'clinic-site.js');
export const NGINX = NGINX_PROGRAM.path;

/** Runs the CLI to completion; throws with its output when it fails. */
export function runCli(args: string[], env: NodeJS.ProcessEnv = process.env): string {
  const result = spawnSync(process.execPath, [CLI, ...args], { cwd: ROOT, env, encoding: 'utf8', timeout: 180_000 });
  if (result.status !== 0) throw new Error(`clinic-site ${args.join(' ')} falhou (código ${result.status}):\n${result.stdout}\n${result.stderr}`);
  return result.stdout;
}

/** nginx needs its port written in the configuration. */
export { freePort } from '../support/free-port.ts';

export interface Child {
  process: ChildProcess;
  output(): string;
}

/** Starts a child and resolves once `ready(output)` holds; rejects with the output if it exits or takes too long. */
export function startChild(command: string, args: string[], options: { env?: NodeJS.ProcessEnv; ready(output: string): boolean | Promise<boolean> }): Promise<Child> {
  const child = spawn(command, args, { cwd: ROOT, env: options.env ?? process.env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout!.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
  child.stderr!.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
  return new Promise((resolve, reject) => {
    let settled = false;
    const fail = (message: string) => {
      if (settled) return;
      settled = true;
      clearInterval(poll);
      child.kill('SIGKILL');
      reject(new Error(`${message}\n${output}`));
    };
    const timer = setTimeout(() => fail(`${command} não ficou pronto em 30 s.`), 30_000);
    const poll = setInterval(async () => {
      if (settled || !(await options.ready(output))) return;
      settled = true;
      clearInterval(poll);
      clearTimeout(timer);
      resolve({ process: child, output: () => output });
    }, 50);
    child.once('exit', (code) => {
      clearTimeout(timer);
      fail(`${command} terminou (código ${code}) antes de ficar pronto.`);
    });
  });
}

export function stopChild(child: ChildProcess | undefined): Promise<void> {
  if (!child || child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => child.kill('SIGKILL'), 5_000);
    child.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

export interface RawResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** One HTTP request with nothing done for us: no redirect following, no decompression. */
export function raw(url: string, options: { method?: string; headers?: Record<string, string>; body?: string } = {}): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    // The request target goes out exactly as written: `new URL` would turn '\\' into '/' and hide what we test.
    const [, host, port, path] = /^http:\/\/([^/:]+):(\d+)(.*)$/.exec(url) ?? [];
    if (!host) throw new Error(`endereço de teste inesperado: ${url}`);
    const req = request({ host, port: Number(port), path: path || '/', method: options.method ?? 'GET', headers: options.headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.setTimeout(10_000, () => req.destroy(new Error(`sem resposta de ${url} em 10 s`)));
    req.end(options.body);
  });
}

/** Whether something answers HTTP at this URL. */
export const answers = (url: string) => raw(url).then(() => true, () => false);
