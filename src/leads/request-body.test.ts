import assert from 'node:assert/strict';
import { test } from 'node:test';
import leadSchema from '../../schemas/lead.schema.json' with { type: 'json' };
import { formFields } from './request-body.ts';
import { validateLead } from './validation.ts';

const MESSAGE_MAX_LENGTH = leadSchema.properties.message.maxLength;

test('a form post reads as the JSON the script sends: consent ticked is true, line breaks are "\\n"', () => {
  const cases: [body: string, fields: Record<string, unknown>][] = [
    ['name=Ana+Lima&consent=on', { name: 'Ana Lima', consent: true }],
    ['message=Bom+dia%0D%0AAt%C3%A9+logo', { message: 'Bom dia\nAté logo' }],
    ['message=a%0D%0A%0D%0Ab', { message: 'a\n\nb' }],
    ['name=Ana&name=Bia', { name: 'Ana' }],
  ];
  for (const [body, fields] of cases) assert.deepEqual(formFields(body), fields, body);
});

test('a message as long as the form allows, with line breaks, sent without script, is taken', () => {
  // The browser counts each line break as one character against maxLength and sends it as "\r\n".
  const lines = Array.from({ length: 20 }, () => 'x'.repeat(MESSAGE_MAX_LENGTH / 20 - 1)).join('\n') + 'x';
  assert.equal(lines.length, MESSAGE_MAX_LENGTH);
  const body = new URLSearchParams({ name: 'Ana Lima', phone: '11 98765-4321', message: lines.replace(/\n/g, '\r\n'), consent: 'on' }).toString();
  const result = validateLead(formFields(body));
  assert.ok(result.ok, JSON.stringify(!result.ok && result.errors));
  assert.equal(result.lead.message, lines);
});
