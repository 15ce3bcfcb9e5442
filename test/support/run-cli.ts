/** Runs the CLI in process, as `main(argv)` allows, and collects what it printed. */
import { main } from '../../src/cli/main.ts';

/**
 * Runs `clinic-site …args` (optionally from `cwd`) and returns [exit code, stdout, stderr] as printed with
 * console.log and console.error. Writes straight to process.stderr are left alone, for tests that watch them.
 */
export async function runCli(args: string[], cwd?: string): Promise<[number, string, string]> {
  const out: string[] = [];
  const err: string[] = [];
  const log = console.log;
  const error = console.error;
  const previous = process.cwd();
  console.log = (text: string) => out.push(String(text));
  console.error = (text: string) => err.push(String(text));
  if (cwd) process.chdir(cwd);
  try {
    return [await main(args), out.join('\n'), err.join('\n')];
  } finally {
    console.log = log;
    console.error = error;
    process.chdir(previous);
  }
}

/**
 * Runs `clinic-site …args` in process and returns [exit code, stdout, stderr], stderr including what the reporter
 * writes straight to process.stderr (user errors).
 */
export async function runCliAll(args: string[]): Promise<[number, string, string]> {
  const out: string[] = [];
  const err: string[] = [];
  const [log, error, write] = [console.log, console.error, process.stderr.write];
  console.log = (text: string) => out.push(String(text));
  console.error = (text: string) => err.push(String(text));
  process.stderr.write = ((text: string) => (err.push(String(text)), true)) as typeof process.stderr.write;
  try {
    return [await main(args), out.join('\n'), err.join('\n')];
  } finally {
    [console.log, console.error, process.stderr.write] = [log, error, write];
  }
}
