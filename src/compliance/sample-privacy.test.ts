/**
 * The sample's privacy policy (sheets/configuracoes.xlsx, tab Privacidade) lists every datum the forms send
 * (schemas/lead.schema.json): the person has to know what is collected (LGPD, art. 9º), and clinics start from this
 * text. A new field of the forms fails here until the table below, and the policy, name it.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { readSheets } from '../read/read-sheets.ts';
import { validateSheets } from '../validate/validate-sheets.ts';
import { SAMPLE_SHEETS } from '../../test/support/sheet-fixtures.ts';

/** How the policy's list names each field of the lead; null for what is no datum about the person. */
const NAMED_AS: Record<string, string | null> = {
  name: 'nome',
  phone: 'telefone',
  email: 'e-mail',
  treatment: 'tratamento de interesse',
  message: 'mensagem',
  referral: 'como você conheceu o site',
  dataHora: 'data de preferência',
  consent: null, // the checkbox itself, which the "Base legal" section explains
  website: null, // the trap for robots: hidden from people, never stored
};

test('the sample privacy policy lists every datum the forms send, the treatment of interest included', () => {
  const schema = JSON.parse(readFileSync(new URL('../../schemas/lead.schema.json', import.meta.url), 'utf8')) as { properties: Record<string, unknown> };
  assert.deepEqual(Object.keys(schema.properties).sort(), Object.keys(NAMED_AS).sort(), 'a field of the forms that the table above does not name');

  const { text } = validateSheets(readSheets(SAMPLE_SHEETS)).records!.privacy.value;
  const section = /## Quais dados coletamos[^\n]*\n([\s\S]*?)\n## /.exec(text)?.[1] ?? '';
  const listed = section.split('\n').filter((line) => line.startsWith('- ')).map((line) => line.slice(2));
  for (const [field, words] of Object.entries(NAMED_AS)) {
    if (words) assert.ok(listed.some((item) => item.startsWith(words)), `${field}: "${words}" in ${JSON.stringify(listed)}`);
  }
});
