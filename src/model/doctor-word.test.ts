import { test } from 'node:test';
import assert from 'node:assert/strict';
import { doctorWord } from './doctor-word.ts';

test('the word next to a CRM (CFM 2.336/2023, art. 4º, I): Médica after "Dra.", Médico otherwise, none for another council', () => {
  const cases: [name: string, registration: string, word: string | null][] = [
    ['Dra. Helena Exemplo', 'CRM-SP 000000', 'Médica'],
    ['dra Ana Souza', 'CREMESP 123456', 'Médica'],
    ['Dr. João Exemplo', 'CRM/RJ 52.12345-6', 'Médico'],
    ['Helena Exemplo', 'CRM 123456-SP', 'Médico'],
    // "Draiton" is a name, not the title.
    ['Draiton Souza', 'CRM-SP 123456', 'Médico'],
    ['Dra. Carla Exemplo', 'CRO-SP 12345', null],
    ['Ana Exemplo', 'CRN-3 12345', null],
  ];
  for (const [name, registration, word] of cases) assert.equal(doctorWord(name, registration), word, `${name}, ${registration}`);
});
