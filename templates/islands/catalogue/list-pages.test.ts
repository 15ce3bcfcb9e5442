import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { pageLinks, type ListPages } from './list-pages.ts';

const pages = (number: number, count: number): ListPages => ({
  number,
  count,
  hrefs: Array.from({ length: count }, (_, index) => (index ? `/servico/pagina/${index + 1}` : '/servico')),
});
const shape = (list: ListPages) => pageLinks(list).map((link) => ('gap' in link ? '…' : link.current ? `[${link.number}]` : String(link.number))).join(' ');

describe('pageLinks', () => {
  const cases: [number, number, string][] = [
    [1, 1, '[1]'],
    [1, 2, '[1] 2'],
    [1, 9, '[1] 2 3 … 9'],
    [5, 9, '1 … 3 4 [5] 6 7 … 9'],
    [4, 9, '1 2 3 [4] 5 6 … 9'],
    [9, 9, '1 … 7 8 [9]'],
    [167, 167, '1 … 165 166 [167]'],
  ];
  for (const [number, count, expected] of cases) {
    it(`page ${number} of ${count}: ${expected}`, () => assert.equal(shape(pages(number, count)), expected));
  }

  it('links each number to its own route, the first page to the list itself', () => {
    const links = pageLinks(pages(2, 3)).filter((link) => !('gap' in link));
    assert.deepEqual(links.map((link) => ('href' in link ? link.href : '')), ['/servico', '/servico/pagina/2', '/servico/pagina/3']);
  });
});
