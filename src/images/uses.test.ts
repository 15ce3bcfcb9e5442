/** Which image cells the image stage processes, and for which place: every workbook that shows an image. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readSheets } from '../read/read-sheets.ts';
import { validateSheets } from '../validate/validate-sheets.ts';
import { imageUses, SLOTS } from './uses.ts';

const SAMPLE = new URL('../../sheets/', import.meta.url).pathname;

test('every image cell of the sample is a use, with its place and its cell: catalogues, settings and blog covers', () => {
  const records = validateSheets(readSheets(SAMPLE)).records!;
  const uses = imageUses(records);
  const bySlot = (slot: (typeof SLOTS)[keyof typeof SLOTS]) => uses.filter((use) => use.slot === slot);
  const cases: [slot: (typeof SLOTS)[keyof typeof SLOTS], rows: number, sheet: string][] = [
    [SLOTS.service, records.services.length, 'Serviços'],
    [SLOTS.treatment, records.treatments.length, 'Tratamentos'],
    [SLOTS.protocol, records.protocols.length, 'Protocolos'],
    [SLOTS.article, records.articles.length, 'Artigos'],
  ];
  for (const [slot, rows, sheet] of cases) {
    assert.ok(rows > 0, sheet);
    assert.equal(bySlot(slot).length, rows, slot.label);
    for (const use of bySlot(slot)) assert.equal(use.location.sheet, sheet, `${slot.label}: ${use.cell}`);
  }
  for (const slot of [SLOTS.logo, SLOTS.portrait, SLOTS.share]) assert.equal(bySlot(slot).length, 1, slot.label);
});

test('each use names its published files after the page that shows it, never after the file a phone or staff named', () => {
  const records = validateSheets(readSheets(SAMPLE)).records!;
  const uses = imageUses(records);
  assert.deepEqual(uses.slice(0, 3).map((use) => use.name), ['logo', 'clinica', 'compartilhamento']);
  const botox = uses.find((use) => use.location.sheet === 'Serviços' && use.row?.values.includes('botox'))!;
  assert.equal(botox.name, 'botox');
  for (const use of uses.slice(3)) assert.match(use.name, /^[a-z0-9-]+$/, use.cell);
});
