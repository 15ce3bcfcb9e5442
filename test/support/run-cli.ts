/** Runs the CLI in process, as `main(argv)` allows, and collects what it printed. */
import { main } from '../../src/cli/main.ts';
import { standardOutput } from '../../src/cli/stdout.ts';

/** What writeStdout prints, as a console.log line (its last line break left out). */
const asLine = (text: string) => text.replace(/\n$/, '');

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
  const write = standardOutput.write;
  console.log = (text: string) => out.push(String(text));
  console.error = (text: string) => err.push(String(text));
  standardOutput.write = (text) => out.push(asLine(text));
  if (cwd) process.chdir(cwd);
  try {
    return [await main(args), out.join('\n'), err.join('\n')];
  } finally {
    console.log = log;
    console.error = error;
    standardOutput.write = write;
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
  const [log, error, write, data] = [console.log, console.error, process.stderr.write, standardOutput.write];
  console.log = (text: string) => out.push(String(text));
  standardOutput.write = (text) => out.push(asLine(text));
  console.error = (text: string) => err.push(String(text));
  process.stderr.write = ((text: string) => (err.push(String(text)), true)) as typeof process.stderr.write;
  try {
    return [await main(args), out.join('\n'), err.join('\n')];
  } finally {
    [console.log, console.error, process.stderr.write, standardOutput.write] = [log, error, write, data];
  }
}
