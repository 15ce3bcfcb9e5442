/** `diff --against` with a git revision: the sheets folder at that revision is extracted and compared. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SAMPLE_SHEETS } from '../../test/support/sheet-fixtures.ts';
import { applySampleChanges } from '../../test/support/changed-sample.ts';
import { runCli, runCliAll } from '../../test/support/run-cli.ts';

test('diff --against a git revision extracts sheets/ at that revision', async () => {
  const repo = mkdtempSync(join(tmpdir(), 'clinic-site-diff-git-'));
  try {
    cpSync(SAMPLE_SHEETS, join(repo, 'sheets'), { recursive: true });
    const git = (...args: string[]) => {
      const result = spawnSync('git', ['-c', 'user.name=Teste', '-c', 'user.email=teste@example.com', ...args], { cwd: repo });
      assert.equal(result.status, 0, result.stderr?.toString());
    };
    git('init', '-q');
    git('add', 'sheets');
    git('commit', '-q', '-m', 'planilhas');
    applySampleChanges(join(repo, 'sheets'));
    const [code, stdout] = await runCli(['diff', '--against', 'HEAD'], repo);
    assert.equal(code, 0);
    assert.match(stdout, /comparando HEAD:sheets → sheets/);
    assert.match(stdout, /Toxina botulínica \(botox\): A partir de R\$ 400 → A partir de R\$ 450/);
    const errors: string[] = [];
    const write = process.stderr.write;
    process.stderr.write = ((chunk: string) => (errors.push(String(chunk)), true)) as typeof process.stderr.write;
    try {
      assert.equal((await runCli(['diff', '--against', 'nao-existe'], repo))[0], 1);
    } finally {
      process.stderr.write = write;
    }
    assert.match(errors.join(''), /Não foi possível ler "sheets" na versão "nao-existe"/);
  } finally {
    rmSync(repo, { recursive: true, force: true });
  }
});

test('diff --against a folder that is not there, outside git: says the folder does not exist', async () => {
  const folder = mkdtempSync(join(tmpdir(), 'clinic-site-diff-sem-git-'));
  try {
    cpSync(SAMPLE_SHEETS, join(folder, 'sheets'), { recursive: true });
    const missing = join(folder, 'planilhas-de-ontem');
    const [code, , stderr] = await runCliAll(['diff', '--sheets', join(folder, 'sheets'), '--against', missing]);
    assert.equal(code, 1);
    assert.ok(stderr.includes(`Não há pasta "${missing}", e a pasta das planilhas não está num repositório git`), stderr);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
});

test('diff --against a built site (out/) says it is pages, not sheets, instead of four missing workbooks', async () => {
  const folder = mkdtempSync(join(tmpdir(), 'clinic-site-diff-out-'));
  try {
    cpSync(SAMPLE_SHEETS, join(folder, 'sheets'), { recursive: true });
    const out = join(folder, 'out');
    mkdirSync(out);
    writeFileSync(join(out, '.clinic-site.json'), '{}');
    writeFileSync(join(out, 'index.html'), '<!DOCTYPE html>');
    const [code, , stderr] = await runCliAll(['diff', '--sheets', join(folder, 'sheets'), '--against', out]);
    assert.equal(code, 1);
    assert.ok(stderr.includes(`A pasta "${out}" é um site gerado (as páginas), não uma pasta de planilhas`), stderr);
    assert.doesNotMatch(stderr, /Planilha não encontrada/);
    // A copy downloaded from the server has no hidden .clinic-site.json: its home page and no workbook say the same.
    rmSync(join(out, '.clinic-site.json'));
    const [copyCode, , copyErr] = await runCliAll(['diff', '--sheets', join(folder, 'sheets'), '--against', out]);
    assert.equal(copyCode, 1);
    assert.ok(copyErr.includes('é um site gerado'), copyErr);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
});
