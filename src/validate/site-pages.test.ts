/** The pages of the site a text's link may lead to, and the page proposed for a link to none (./site-pages.ts). */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { checkSheets } from '../pipeline/check-sheets.ts';
import { copySample, editWorkbook, setCell } from '../../test/support/sheet-fixtures.ts';
import { missingPage, suggestedPage, type PageSlugs } from './site-pages.ts';

const pages: PageSlugs = {
  servico: new Map([['botox', 2], ['preenchimento-labial', 3]]),
  tratamento: new Map([['botox', 2], ['criolipolise', 3]]),
  protocolo: new Map([['anti-idade-avancado', 2]]),
  blog: new Set(['acne-adulta']),
};

test('the page proposed for the usual mistakes is one the site has', () => {
  const cases: [target: string, suggested: string | null][] = [
    ['agendar', '/agendar-online'],
    ['/agendar', '/agendar-online'],
    ['/Agendamento/', '/agendar-online'],
    ['agendar-online', '/agendar-online'],
    ['contato', '/#contato'],
    ['/contato', '/#contato'],
    ['/fale-conosco', '/#contato'],
    ['sobre-nós', '/#sobre'],
    ['blog/', '/blog'],
    ['blog', '/blog'],
    ['botox', '/servico/botox'],
    ['/criolipolise', '/tratamento/criolipolise'],
    ['/servico/criolipolise', '/tratamento/criolipolise'],
    ['servico/botox', '/servico/botox'],
    ['../servico/botox#faq', '/servico/botox'],
    ['/servicos/botox', '/servico/botox'],
    ['/tratamentos', '/tratamento'],
    ['/servicos', '/servico'],
    ['/servico/preenchimento-labil', '/servico/preenchimento-labial'],
    ['/protocolos/anti-idade-avancad', '/protocolo/anti-idade-avancado'],
    ['artigos/acne-adulta', '/blog/acne-adulta'],
    ['/privacidade', '/politica-de-privacidade'],
    ['/pagina-que-ninguem-conhece', null],
    ['/servico/xyz', null],
  ];
  for (const [target, suggested] of cases) {
    assert.equal(suggestedPage(target, pages), suggested, target);
    if (suggested) assert.equal(missingPage(suggested, pages), false, `${target} → ${suggested}`);
  }
});

test('a mistyped slug as near to two slugs as to one proposes neither', () => {
  const two = { ...pages, servico: new Map([['laser-co2', 2], ['laser-co3', 3]]), tratamento: new Map() };
  assert.equal(suggestedPage('/servico/laser-co2x', two), '/servico/laser-co2');
  assert.equal(suggestedPage('/servico/laser-co4', two), null);
});

test('no row\'s page is proposed from a catalogue that could not be read', () => {
  assert.equal(suggestedPage('/servicos/botox', { ...pages, servico: null, tratamento: new Map() }), null);
});

test('without a published article there is no blog to link to, nor to propose', () => {
  const noBlog = { ...pages, blog: new Set<string>() };
  assert.equal(missingPage('/blog', noBlog), true);
  assert.equal(missingPage('/blog', pages), false);
  assert.equal(suggestedPage('blog/', noBlog), null);
});

test('on the sample site every page proposed for a mistaken link is a route of its model', async () => {
  const mistakes = ['agendar', '/agendar', 'contato', 'blog/', 'botox', 'servicos/preenchimento-labial', '/servico/preenchimento-labil', '/tratamentos', 'sobre'];
  const sheets = copySample('clinic-site-link-suggestions-');
  const content = mistakes.map((target, index) => `- [link ${index}](${target})`).join('\n');
  editWorkbook(sheets, 'servicos', (tabs) => setCell(tabs.get('Serviços')!, 'botox', 'Conteúdo', content));
  const { problems, pages: built } = await checkSheets(sheets);
  const routes = new Set(built.map((page) => page.route));
  const hints = new Map(problems.filter((p) => p.code === 'LINK_PARA_PAGINA_INEXISTENTE').map((p) => [p.message.match(/"([^"]+)"/)![1], p.hint]));
  assert.deepEqual([...hints.keys()], mistakes);
  for (const [target, hint] of hints) {
    const suggested = hint.match(/^Talvez seja "([^"]+)"/)?.[1];
    assert.ok(suggested, `${target}: ${hint}`);
    assert.ok(routes.has(suggested.replace(/#.*$/, '')), `${target} → ${suggested}, not a route of the site`);
  }
  assert.match(hints.get('/agendar')!, /^Talvez seja "\/agendar-online", uma página que o site tem: escreva \[palavras do link\]\(\/agendar-online\)\.$/);
});
