import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { ChangeReport } from '../diff/compare.ts';
import type { ItemSummary } from '../diff/page-texts.ts';
import { DEFAULT_GUARD_LIMITS, guardVerdict } from './guard.ts';
import { heldMessage, publishedMessage, sheetFailureMessage, worthTelling } from './staff-report.ts';

const service = (slug: string, title: string, price = 'A partir de R$ 400'): ItemSummary => ({ catalogue: 'servicos', slug, title, href: `/servico/${slug}`, price });
const article: ItemSummary = { catalogue: 'blog', slug: 'protetor', title: 'Protetor solar no inverno', href: '/blog/protetor', price: '' };
const empty: ChangeReport = { prices: [], added: [], removed: [], pages: [] };
const base = { target: '/var/www/clinica', siteUrl: 'https://www.clinica.example', release: '2026-03-12T09-00-00Z', pages: 130, filesSent: 3, bytesSent: 2048, scheduled: [], at: new Date('2026-03-12T09:00:00Z') };

describe('staff messages', () => {
  test('published: prices before → after, what came in and went out, articles that went live, how to go back', () => {
    const report: ChangeReport = {
      ...empty,
      prices: [{ item: service('botox', 'Botox', 'A partir de R$ 450'), before: 'A partir de R$ 400', after: 'A partir de R$ 450' }],
      added: [service('massagem', 'Massagem facial', 'R$ 300'), article],
      removed: [service('jato', 'Jato de plasma')],
    };
    const message = publishedMessage({ ...base, report });
    assert.equal(message.subject, 'Site atualizado: 1 preço alterado, 2 novos, 1 retirado');
    assert.match(message.text, /^O site da clínica foi atualizado em 12\/03\/2026 às 06:00 e já está no ar \(https:\/\/www\.clinica\.example\)\./);
    assert.match(message.text, /Botox: A partir de R\$ 400 → A partir de R\$ 450/);
    assert.match(message.text, /Serviço "Massagem facial"/);
    assert.match(message.text, /Serviço "Jato de plasma": o endereço deixa de existir/);
    assert.match(message.text, /Artigos do blog que entraram no ar: "Protetor solar no inverno"\./);
    // The release's name is in UTC (06:00 in São Paulo above, 09-00-00Z here): said, so staff do not read two times.
    assert.match(message.text, /Versão 2026-03-12T09-00-00Z \(nome com data e hora em UTC\) em \/var\/www\/clinica: 3 arquivos enviados \(2 KB\)/);
    assert.match(message.text, /clinic-site rollback --to \/var\/www\/clinica/);
  });

  test('the first publication says so; an empty report is not worth an e-mail', () => {
    assert.match(publishedMessage({ ...base, report: null }).text, /Primeira publicação neste destino: 130 páginas\./);
    assert.equal(worthTelling(null), true);
    assert.equal(worthTelling(empty), false);
  });

  test('held: each held change, the limits and how to confirm', () => {
    const removed = Array.from({ length: 6 }, (_, i) => service(`s${i}`, `Serviço ${i}`));
    const report: ChangeReport = { ...empty, removed, prices: [{ item: service('botox', 'Botox'), before: 'R$ 400', after: 'R$ 4.000' }] };
    const verdict = guardVerdict(report, 120);
    const message = heldMessage(verdict, report, DEFAULT_GUARD_LIMITS, 'clinic-site publish --to /var/www/clinica');
    assert.equal(message.subject, 'Publicação retida: confirme as mudanças no site');
    assert.match(message.text, /Páginas que sairiam do site: 6 de 120 \(o limite é 10 % do catálogo ou 5 páginas\):/);
    for (let i = 0; i < 6; i++) assert.match(message.text, new RegExp(`Serviço "Serviço ${i}"  \\(/servico/s${i}\\)`));
    assert.match(message.text, /Preços que mudariam mais do que ×2 ou ÷2:\n  • Botox: R\$ 400 → R\$ 4\.000 \(×10\)/);
    assert.match(message.text, /clinic-site publish --to \/var\/www\/clinica --confirm/);
  });

  test('sheet failure: the problems without terminal colours, and the live site unchanged', () => {
    const message = sheetFailureMessage('\x1b[31m✖\x1b[0m servicos.xlsx › Serviços › linha 14');
    assert.match(message.text, /O site no ar continua exatamente como estava/);
    assert.match(message.text, /✖ servicos\.xlsx › Serviços › linha 14/);
    assert.doesNotMatch(message.text, /\x1b/);
  });
});
