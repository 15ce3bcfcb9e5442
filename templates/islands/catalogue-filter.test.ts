import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import {
  categoryFromSearch,
  emptyResultText,
  filterCatalogue,
  matchesSearch,
  queryFromSearch,
  normalizeSearchText,
  resultCountText,
  searchWithFilters,
  type Searchable,
} from './catalogue-filter.ts';

describe('normalizeSearchText', () => {
  const cases: [string, string][] = [
    ['Ácido Hialurônico', 'acido hialuronico'],
    ['  PREENCHIMENTO   labial ', 'preenchimento labial'],
    ['Anti-idade', 'anti idade'],
    ['Depilação à laser', 'depilacao a laser'],
    ['Criolipólise (gordura localizada)', 'criolipolise gordura localizada'],
    ['', ''],
  ];
  for (const [input, expected] of cases) it(`${JSON.stringify(input)} → ${JSON.stringify(expected)}`, () => {
    assert.equal(normalizeSearchText(input), expected);
  });
});

describe('matchesSearch', () => {
  const item: Searchable = {
    title: 'Preenchimento Labial',
    description: 'Ácido hialurônico para contorno e hidratação dos lábios.',
    category: 'facial',
  };
  const cases: [string, boolean][] = [
    ['', true],
    ['   ', true],
    ['acido', true], // accent-insensitive (docs/site.md#search-and-category-filter)
    ['ÁCIDO', true], // case-insensitive
    ['labios', true],
    ['facial', true], // the category label is searched
    ['labial preenchimento', true], // every word, any order
    ['preenchimento corporal', false], // every word must match
    ['botox', false],
  ];
  for (const [query, expected] of cases) it(`${JSON.stringify(query)} → ${expected}`, () => {
    assert.equal(matchesSearch(item, query), expected);
  });
});

describe('filterCatalogue', () => {
  const items: Searchable[] = [
    { title: 'Botox', description: 'Toxina botulínica', category: 'facial' },
    { title: 'Criolipólise', description: 'Gordura localizada', category: 'corporal' },
    { title: 'Peeling Químico', description: 'Renovação da pele', category: 'facial' },
    { title: 'PRP Capilar', description: 'Fortalece os fios', category: 'capilar' },
  ];
  const titles = (query: string, category: Parameters<typeof filterCatalogue>[2]) =>
    filterCatalogue(items, query, category).map((item) => item.title);
  it('shows every item for no text and Todos', () => assert.deepEqual(titles('', 'todos'), items.map((i) => i.title)));
  it('filters by category alone', () => assert.deepEqual(titles('', 'facial'), ['Botox', 'Peeling Químico']));
  it('combines text and category', () => assert.deepEqual(titles('quimico', 'facial'), ['Peeling Químico']));
  it('text that matches only in another category gives nothing', () => assert.deepEqual(titles('fios', 'facial'), []));
  it('finds by category label across the list', () => assert.deepEqual(titles('capilar', 'todos'), ['PRP Capilar']));
  it('keeps the original order and does not mutate', () => {
    const before = [...items];
    filterCatalogue(items, 'e', 'todos');
    assert.deepEqual(items, before);
  });
});

describe('resultCountText and emptyResultText', () => {
  const cases: [Parameters<typeof resultCountText>, string][] = [
    [['treatment', 25, 'todos'], '25 tratamento(s) encontrado(s)'],
    [['treatment', 1, 'facial'], '1 tratamento(s) encontrado(s) na categoria Facial'],
    [['protocol', 3, 'corporal'], '3 protocolo(s) encontrado(s) na categoria Corporal'],
    [['service', 0, 'medicina'], '0 serviço(s) encontrado(s) na categoria Medicina'],
    [['service', 60, 'todos'], '60 serviço(s) encontrado(s)'],
  ];
  for (const [args, expected] of cases) it(expected, () => assert.equal(resultCountText(...args), expected));
  it('names each noun in the empty state', () => {
    assert.equal(emptyResultText('treatment'), 'Nenhum tratamento encontrado');
    assert.equal(emptyResultText('protocol'), 'Nenhum protocolo encontrado');
    assert.equal(emptyResultText('service'), 'Nenhum serviço encontrado');
  });
});

describe('categoryFromSearch', () => {
  const offered = ['facial', 'corporal', 'capilar'] as const;
  const cases: [string, string | null][] = [
    ['?categoria=facial', 'facial'],
    ['?categoria=Capilar', 'capilar'],
    ['?utm_source=x&categoria=corporal', 'corporal'],
    ['?categoria=medicina', null], // not offered on this list
    ['?categoria=', null],
    ['', null],
  ];
  for (const [search, expected] of cases) it(`${JSON.stringify(search)} → ${expected}`, () => {
    assert.equal(categoryFromSearch(search, offered), expected);
  });
});

describe('searchWithFilters', () => {
  type Case = [string, Parameters<typeof searchWithFilters>[1], string, string];
  const cases: Case[] = [
    ['', 'facial', '', '?categoria=facial'],
    ['?categoria=facial', 'todos', '', ''],
    ['?utm_source=x&categoria=facial', 'capilar', '', '?utm_source=x&categoria=capilar'],
    ['?utm_source=x&categoria=facial', 'todos', '', '?utm_source=x'],
    // The search text goes in and comes out with the category; blank text is no search.
    ['', 'todos', 'ácido hialurônico', '?busca=%C3%A1cido+hialur%C3%B4nico'],
    ['?busca=zzz', 'todos', '', ''],
    ['?busca=zzz&categoria=facial', 'facial', '   ', '?categoria=facial'],
    ['?utm_source=x&busca=acne', 'corporal', 'acne ', '?utm_source=x&busca=acne+&categoria=corporal'],
    ['?busca=a&b=1', 'todos', 'a&categoria=x', '?busca=a%26categoria%3Dx&b=1'],
  ];
  for (const [search, category, query, expected] of cases) {
    it(`${JSON.stringify(search)} + ${category} + ${JSON.stringify(query)} → ${JSON.stringify(expected)}`, () => {
      assert.equal(searchWithFilters(search, category, query), expected);
    });
  }
});

describe('queryFromSearch', () => {
  const cases: [string, string][] = [
    ['?busca=acido', 'acido'],
    ['?busca=%C3%A1cido+hialur%C3%B4nico&categoria=facial', 'ácido hialurônico'],
    ['?categoria=facial', ''],
    ['', ''],
  ];
  for (const [search, expected] of cases) it(`${JSON.stringify(search)} → ${JSON.stringify(expected)}`, () => {
    assert.equal(queryFromSearch(search), expected);
  });
});
