/** Which rows are published, in which order, and what each article page gets (scheduling, drafts, neighbours). */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { ArticleRow, Located } from '../../validate/records.ts';
import { siteModel } from '../../../test/support/site-model.ts';
import { ImageResolver } from '../images.ts';
import type { ItemLink } from '../types.ts';
import { toBlog, type RelatedLookup } from './articles.ts';

const located = (value: ArticleRow): Located<ArticleRow> => ({ value, source: { location: { file: 'blog.xlsx' }, cell: () => ({ location: { file: 'blog.xlsx' } }) } });

function row(slug: string, published: string, extra: Partial<ArticleRow> = {}): Located<ArticleRow> {
  return located({
    slug, title: `Artigo ${slug}`, summary: 'Resumo.', published, image: 'https://imagens.example/capa.jpg', imageAlt: 'Capa',
    body: '## Parte\n\nTexto de exemplo com algumas palavras.', seoTitle: slug, seoDescription: 'Descrição.', publish: 'sim', ...extra,
  });
}

const none: RelatedLookup = { treatments: () => [], services: () => [], protocols: () => [] };
const blogOf = (rows: Located<ArticleRow>[], today = '2026-03-12', related = none) =>
  toBlog(rows, today, new ImageResolver(null), siteModel.settings, related);

test('published: "Publicar" sim and a date up to the build date; later dates are scheduled, "não" rows are drafts', () => {
  const blog = blogOf([
    row('ontem', '2026-03-11'),
    row('hoje', '12/03/2026'),
    row('amanha', '2026-03-13'),
    row('rascunho', '2026-01-01', { publish: 'não' }),
    row('rascunho-futuro', '2027-01-01', { publish: 'Nao' }),
    row('marcado', '2026-02-01', { publish: 'SIM' }),
  ]);
  assert.deepEqual(blog.articles.map((a) => a.slug), ['hoje', 'ontem', 'marcado']);
  assert.deepEqual(blog.scheduled.map((a) => [a.slug, a.published.display]), [['amanha', '13 de março de 2026']]);
  assert.equal(blog.drafts, 2);
  assert.equal(blog.today, '2026-03-12');
});

test('a scheduled article is published by the first build on or after its date', () => {
  const rows = [row('agendado', '2026-04-01')];
  assert.equal(blogOf(rows, '2026-03-31').articles.length, 0);
  assert.equal(blogOf(rows, '2026-04-01').articles.length, 1);
  assert.equal(blogOf(rows, '2026-04-02').articles.length, 1);
});

test('newest first; one day keeps the sheet order; older/newer link the neighbours', () => {
  const blog = blogOf([row('a', '2026-01-10'), row('b', '2026-02-10'), row('c', '2026-02-10'), row('d', '2026-03-01')]);
  assert.deepEqual(blog.articles.map((a) => a.slug), ['d', 'b', 'c', 'a']);
  const [d, b, c, a] = blog.articles;
  assert.equal(d.newer, null);
  assert.deepEqual(d.older, { title: 'Artigo b', href: '/blog/b' });
  assert.deepEqual([b.newer?.href, b.older?.href], ['/blog/d', '/blog/c']);
  assert.deepEqual([c.newer?.href, c.older?.href], ['/blog/b', '/blog/a']);
  assert.equal(a.older, null);
});

test('author: the responsible doctor with CRM, RQE and specialty by default; another author with the CRM of the row', () => {
  const [own, other] = blogOf([
    row('propria', '2026-03-01'),
    row('outro', '2026-02-01', { author: ' Dr. Outro Exemplo ', authorCrm: 'CRM-SP 111111' }),
  ]).articles;
  assert.deepEqual(own.author, { name: 'Dra. Helena Exemplo', crm: 'CRM-SP 000000', rqe: 'RQE 00000', specialty: 'Dermatologia', word: 'Médica' });
  assert.deepEqual(other.author, { name: 'Dr. Outro Exemplo', crm: 'CRM-SP 111111', rqe: null, specialty: null, word: 'Médico' });
});

test('dates, reading time, sanitized body, related items in the order treatments, services, protocols', () => {
  const link = (href: string) => ({ href }) as ItemLink;
  const related: RelatedLookup = {
    treatments: (slugs) => (slugs ?? []).map((s) => link(`/tratamento/${s}`)),
    services: (slugs) => (slugs ?? []).map((s) => link(`/servico/${s}`)),
    protocols: (slugs) => (slugs ?? []).map((s) => link(`/protocolo/${s}`)),
  };
  const body = `${'palavra '.repeat(450)}\n\n<script>alert(1)</script><img src="x" onerror="alert(1)">`;
  const [article] = blogOf(
    [row('a', '2026-03-01', { updated: '2026-03-05', body, services: ['botox'], treatments: ['melasma'], protocols: ['p'] })],
    '2026-03-12',
    related,
  ).articles;
  assert.deepEqual(article.published, { iso: '2026-03-01', display: '1º de março de 2026' });
  assert.deepEqual(article.updated, { iso: '2026-03-05', display: '5 de março de 2026' });
  assert.equal(article.words, 450);
  assert.equal(article.readingMinutes, 3);
  assert.doesNotMatch(article.bodyHtml, /script|onerror/);
  assert.deepEqual(article.related.map((r) => r.href), ['/tratamento/melasma', '/servico/botox', '/protocolo/p']);
  assert.equal(article.seo.canonical, '/blog/a');
  const same = blogOf([row('b', '2026-03-01', { updated: '01/03/2026' })]).articles[0];
  assert.equal(same.updated, null, 'an update on the publication day is no update');
});
