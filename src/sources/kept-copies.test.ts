import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ageInWords, KeptCopies } from './kept-copies.ts';

test('the age of a kept copy in words', () => {
  const now = new Date('2026-11-25T12:00:00Z');
  const rows: [number, string][] = [
    [10_000, 'menos de um minuto'],
    [60_000, '1 minuto'],
    [45 * 60_000, '45 minutos'],
    [3600_000, '1 hora'],
    [3 * 3600_000, '3 horas'],
    [47 * 3600_000, '47 horas'],
    [3 * 86400_000, '3 dias'],
  ];
  for (const [ms, words] of rows) assert.equal(ageInWords(new Date(now.getTime() - ms), now), words, String(ms));
});

test('a staged copy is complete under its name, becomes the kept one only when kept, and is gone when discarded', () => {
  const dir = mkdtempSync(join(tmpdir(), 'clinic-site-kept-'));
  try {
    const copies = new KeptCopies(dir, 'servicos', 'https://docs.google.com/spreadsheets/d/x/edit');
    assert.equal(copies.kept(), null);
    const staged = copies.stage(Buffer.from('primeira'), 'xlsx');
    assert.equal(copies.kept(), null, 'staged is not kept');
    copies.keep(staged, 'xlsx', new Date('2026-11-25T09:00:00Z'));
    const kept = copies.kept()!;
    assert.equal(readFileSync(kept.path, 'utf8'), 'primeira');
    assert.equal(kept.savedAt.toISOString(), '2026-11-25T09:00:00.000Z');
    const discarded = copies.stage(Buffer.from('segunda'), 'xlsx');
    copies.discard(discarded);
    assert.ok(!existsSync(discarded));
    assert.equal(readFileSync(copies.kept()!.path, 'utf8'), 'primeira');
    // An .ods replacing an .xlsx leaves one kept file, never two.
    copies.keep(copies.stage(Buffer.from('terceira'), 'ods'), 'ods', new Date());
    const [folder] = readdirSync(dir);
    assert.deepEqual(readdirSync(join(dir, folder)).sort(), ['mantida.json', 'mantida.ods']);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
