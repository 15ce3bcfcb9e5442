import assert from 'node:assert/strict';
import { test } from 'node:test';
import { messageLengthNote, validityMessage } from './lead-messages.ts';

test('a field the browser refuses gets the words the server would have said', () => {
  const cases: [field: string, validity: Partial<ValidityState>, message: string | null][] = [
    ['name', { valueMissing: true }, 'Informe seu nome.'],
    ['name', { tooShort: true }, 'Escreva seu nome com pelo menos 2 letras.'],
    ['name', { patternMismatch: true }, 'Escreva o nome em uma linha só, sem caracteres especiais.'],
    ['phone', { patternMismatch: true }, 'Informe o telefone com DDD, de 10 a 13 dígitos, por exemplo (11) 98765-4321.'],
    ['email', { typeMismatch: true }, 'Informe um e-mail válido, por exemplo nome@exemplo.com.br.'],
    ['email', { tooLong: true }, 'O e-mail pode ter no máximo 254 caracteres.'],
    ['message', { tooLong: true }, 'A mensagem pode ter no máximo 2000 caracteres.'],
    ['dataHora', { valueMissing: true }, 'Escolha a data e a hora desejadas.'],
    ['dataHora', { rangeUnderflow: true }, 'Essa data já passou. Escolha uma data e hora a partir de agora.'],
    ['dataHora', { rangeOverflow: true }, 'Escolha uma data dentro dos próximos 12 meses.'],
    ['dataHora', { badInput: true }, 'Escolha a data e a hora no calendário do campo.'],
    ['consent', { valueMissing: true }, 'Para enviarmos seu contato, marque a caixa de consentimento.'],
    // Nothing the site can say better: the browser's own message stays.
    ['dataHora', { stepMismatch: true }, null],
    ['website', { valueMissing: true }, null],
  ];
  for (const [field, validity, message] of cases) assert.equal(validityMessage(field, validity), message, `${field} ${JSON.stringify(validity)}`);
});

test('the note under the message: its limit, then how much of it is used', () => {
  assert.equal(messageLengthNote(null), 'Até 2000 caracteres.');
  assert.equal(messageLengthNote(0), 'Até 2000 caracteres.');
  assert.equal(messageLengthNote(8), '8 de 2000 caracteres.');
  assert.equal(messageLengthNote(2000), 'Você chegou ao limite de 2000 caracteres.');
});
