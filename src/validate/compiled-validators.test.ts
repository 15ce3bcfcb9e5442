import { test } from 'node:test';
import assert from 'node:assert/strict';
import { chmodSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { compiledValidators } from './compiled-validators.ts';
import { FORMATS, SCHEMAS, schemaAjv } from './schemas.ts';

const set = { schemas: SCHEMAS, formats: FORMATS, ajv: schemaAjv };

/** Rows that pass and rows that fail each kind of rule: required, pattern, enum, length, and the domain formats. */
const ROWS: [string, Record<string, unknown>][] = [
  ['servicos', {}],
  ['servicos', { slug: 'Botox!', title: 'Botox', category: 'rosto', price: 'caro', duration: 'logo' }],
  ['horarios', { days: 'Segunda a sexta', hours: '09:00 às 18:00' }],
  ['horarios', { days: 'quase sempre', hours: '25:99' }],
  ['clinica', { email: 'não é e-mail', whatsapp: '11 90000-0000' }],
];

function fresh() {
  const ajv = schemaAjv();
  return Object.fromEntries(Object.keys(SCHEMAS).map((id) => [id, ajv.getSchema(id)!]));
}

test('validators kept as source give exactly the errors of validators compiled now, and are kept once per version of the schemas', (t) => {
  const folder = mkdtempSync(join(tmpdir(), 'clinic-site-validadores-'));
  t.after(() => rmSync(folder, { recursive: true, force: true }));
  const now = fresh();
  const first = compiledValidators(set, folder);
  const [file] = readdirSync(folder);
  assert.match(file!, /^validadores-[0-9a-f]{16}\.cjs$/);
  const kept = compiledValidators(set, folder);
  assert.deepEqual(readdirSync(folder), [file], 'the second start reads the kept source');
  for (const [id, row] of ROWS) {
    const expected = now[id]!(row);
    for (const validators of [first, kept]) {
      assert.equal(validators[id]!(row), expected, `${id} ${JSON.stringify(row)}`);
      assert.deepEqual(validators[id]!.errors ?? null, now[id]!.errors ?? null, `${id} ${JSON.stringify(row)}`);
    }
  }
  // Another version of the schemas gets a source of its own.
  const edited = { ...set, schemas: { ...SCHEMAS, servicos: { ...SCHEMAS.servicos!, title: 'Serviços (editado)' } } };
  compiledValidators({ ...edited, ajv: set.ajv }, folder);
  assert.equal(readdirSync(folder).length, 2);
});

test('a damaged kept source is compiled again, and a folder that cannot be written only costs the compilation', (t) => {
  const folder = mkdtempSync(join(tmpdir(), 'clinic-site-validadores-'));
  t.after(() => rmSync(folder, { recursive: true, force: true }));
  compiledValidators(set, folder);
  const [file] = readdirSync(folder);
  writeFileSync(join(folder, file!), 'exports.servicos = (');
  assert.equal(compiledValidators(set, folder).servicos!({}), false);
  const readOnly = join(folder, 'somente-leitura');
  writeFileSync(readOnly, '');
  chmodSync(readOnly, 0o444);
  // A file where the folder should be: nothing can be written below it.
  const validators = compiledValidators(set, join(readOnly, 'cache'));
  assert.equal(validators.servicos!({}), false);
});
