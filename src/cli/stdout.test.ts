import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { UserError } from '../errors/user-error.ts';
import { writeAll } from './stdout.ts';

test('data written to a file arrives whole', (t) => {
  const folder = mkdtempSync(join(tmpdir(), 'clinic-site-stdout-'));
  t.after(() => rmSync(folder, { recursive: true, force: true }));
  const fd = openSync(join(folder, 'contatos.json'), 'w');
  const text = `[${'{"nome":"Ana Exemplo","telefone":"(11) 98765-4321"},'.repeat(50_000)}{}]\n`;
  writeAll(text, fd);
  closeSync(fd);
  assert.equal(readFileSync(join(folder, 'contatos.json'), 'utf8'), text);
});

test('a full disk is a message with how much was written, not a cut file and exit 0', () => {
  const fd = openSync('/dev/full', 'w');
  try {
    assert.throws(() => writeAll('{"nome":"Ana"}\n', fd), (error: unknown) => {
      assert.ok(error instanceof UserError && error.code === 'SAIDA_NAO_GRAVADA');
      assert.equal(error.message, 'A saída não foi escrita por inteiro (0 de 15 bytes): o disco está cheio.');
      assert.match(error.hint, /incompleto: não use/);
      return true;
    });
  } finally {
    closeSync(fd);
  }
});

test('a reader that closes the pipe early (| head) is a message, not an internal error with a stack trace', async () => {
  const script = "import('./src/cli/stdout.ts').then((m) => { try { m.writeAll('x'.repeat(1 << 24), 1); } catch (e) { console.error(e.code, e.message); process.exit(1); } })";
  const child = spawn(process.execPath, ['--import', 'tsx', '-e', script], { cwd: new URL('../../', import.meta.url).pathname, stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout.once('data', () => child.stdout.destroy());
  let stderr = '';
  child.stderr.setEncoding('utf8').on('data', (chunk) => (stderr += chunk));
  const code = await new Promise((resolve) => child.on('close', resolve));
  assert.equal(code, 1);
  assert.match(stderr, /^SAIDA_NAO_GRAVADA A saída não foi escrita por inteiro \(\d+ de 16777216 bytes\): o programa que recebia a saída a fechou antes do fim\./);
});
