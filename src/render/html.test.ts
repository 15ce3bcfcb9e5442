import { test } from 'node:test';
import assert from 'node:assert/strict';
import { escapeHtml, escapeJsonForScript, jsonForScript } from './html.ts';

test('JSON inside a <script> cannot end or change the element, and stays valid JavaScript', () => {
  const cases: [unknown, string][] = [
    [{ name: 'Clínica' }, '{"name":"Clínica"}'],
    ['</script><script>alert(1)</script>', '"\\u003c/script>\\u003cscript>alert(1)\\u003c/script>"'],
    [{ text: '<!-- a <b>' }, '{"text":"\\u003c!-- a \\u003cb>"}'],
    [['linha\u2028nova', 'parágrafo\u2029novo'], '["linha\\u2028nova","parágrafo\\u2029novo"]'],
    [null, 'null'],
    [42, '42'],
  ];
  for (const [value, text] of cases) {
    assert.equal(jsonForScript(value), text, JSON.stringify(value));
    assert.equal(escapeJsonForScript(JSON.stringify(value)), text);
    assert.deepEqual(JSON.parse(text), value);
  }
});

test('an object written on every page gives the same text each time', () => {
  const clinic = { '@type': 'MedicalClinic', name: 'Clínica <Aurora>' };
  const first = jsonForScript(clinic);
  assert.equal(jsonForScript(clinic), first);
  assert.equal(jsonForScript(clinic), first);
  assert.equal(first, '{"@type":"MedicalClinic","name":"Clínica \\u003cAurora>"}');
});

test('escapeHtml escapes the five characters that matter in text and attributes', () => {
  assert.equal(escapeHtml(`<a href="x" title='y'>&</a>`), '&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;');
});
