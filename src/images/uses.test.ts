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
