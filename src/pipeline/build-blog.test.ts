/**
 * End to end for the blog: the sample sheets (sheets/blog.xlsx) → /blog, every article page, the RSS feed (parsed as
 * strict XML), the sitemap with lastmod, the structured data and the head links. The build's date is fixed, so the
 * result does not depend on the day the test runs.
 */
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { childrenNamed, childText, parseXml } from '../../test/support/xml.ts';
import { main } from '../cli/main.ts';

const SHEETS = join(import.meta.dirname, '..', '..', 'sheets');
const SITE = 'https://www.clinica-aurora.example';
const DATE = '2026-11-24';
let dir: string;
let out: string;

const read = (path: string) => readFileSync(join(out, path), 'utf8');
const jsonLd = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((m) => JSON.parse(m[1]));
const meta = (html: string, key: string) =>
  [...html.matchAll(new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`, 'g'))].map((m) => m[1]);
const words = (html: string) => {
  const body = /<div class="prose cat-prose">(.*?)<\/div>/s.exec(html)?.[1] ?? '';
  return body.replace(/<[^>]+>/g, ' ').split(/\s+/).filter((w) => /\p{L}/u.test(w)).length;
};

before(async () => {
  dir = mkdtempSync(join(tmpdir(), 'clinic-site-blog-'));
  out = join(dir, 'out');
  assert.equal(await main(['build', '--sheets', SHEETS, '--out', out, '--date', DATE, '--quiet']), 0);
});
after(() => rmSync(dir, { recursive: true, force: true }));

describe('blog of the sample', () => {
  const articleFiles = () => readdirSync(join(out, 'blog')).filter((f) => f.endsWith('.html'));

  test('at least 8 articles, each 600 to 1,200 words, with headings, a list and a link to a treatment or service', () => {
    const files = articleFiles();
    assert.ok(files.length >= 8, `${files.length} artigos`);
    for (const file of files) {
      const html = read(`blog/${file}`);
      const count = words(html);
      assert.ok(count >= 600 && count <= 1200, `${file}: ${count} palavras`);
      const prose = /<div class="prose cat-prose">(.*?)<\/div>/s.exec(html)![1];
      assert.match(prose, /<h2>/, `${file}: sem subtítulos`);
      assert.doesNotMatch(prose, /<h1/, `${file}: h1 no texto`);
      assert.match(prose, /<(ul|ol)>/, `${file}: sem lista`);
      assert.match(prose, /href="\/(tratamento|servico|protocolo)\/[a-z0-9-]+"/, `${file}: sem link para tratamento ou serviço`);
    }
  });

  test('every article page: one h1, breadcrumb Início › Blog › title, author with CRM and RQE, dates, informative note', () => {
    for (const file of articleFiles()) {
      const html = read(`blog/${file}`);
      assert.equal((html.match(/<h1\b/g) ?? []).length, 1, file);
      const title = /<h1[^>]*>(.*?)<\/h1>/s.exec(html)![1];
      const crumbs = /<nav[^>]*aria-label="Trilha de navegação"[^>]*>(.*?)<\/nav>/s.exec(html)![1];
      assert.match(crumbs, /href="\/">Início<\/a>.*href="\/blog">Blog<\/a>.*aria-current="page">/s, file);
      assert.ok(crumbs.includes(title), file);
      assert.match(html, /Dra\. Helena Exemplo.*CRM-SP 000000 · RQE 00000/s, file);
      assert.match(html, /Publicado em <time dateTime="2026-\d\d-\d\d">\d{1,2}º? de [a-zç]+ de 2026<\/time>/, file);
      assert.match(html, /\d+ min de leitura/, file);
      assert.match(html, /não substitui uma consulta/, file);
      assert.match(html, /href="\/agendar-online">Agendar online<\/a>/, file);
      assert.match(html, /href="https:\/\/wa\.me\/\d+\?text=[^"]+"/, file);
    }
  });

  test('BlogPosting and BreadcrumbList structured data; Open Graph article tags', () => {
    const html = read('blog/acne-na-vida-adulta.html');
    const data = jsonLd(html);
    const post = data.find((d) => d['@type'] === 'BlogPosting');
    assert.equal(post.headline, 'Acne na vida adulta: causas, cuidados e quando tratar');
    assert.equal(post.datePublished, '2026-05-07T00:00:00-03:00');
    assert.equal(post.dateModified, '2026-08-20T00:00:00-03:00');
    assert.deepEqual(post.author, { '@type': 'Person', name: 'Dra. Helena Exemplo', identifier: ['CRM-SP 000000', 'RQE 00000'], jobTitle: 'Dermatologia' });
    assert.equal(post.publisher.name, 'Clínica Aurora Dermatologia');
    assert.equal(post.mainEntityOfPage['@id'], `${SITE}/blog/acne-na-vida-adulta`);
    assert.match(post.image, new RegExp(`^${SITE}/imagens/.+\\.svg$`));
    const crumbs = data.find((d) => d['@type'] === 'BreadcrumbList');
    assert.deepEqual(crumbs.itemListElement.map((i: { item: string }) => i.item), [`${SITE}/`, `${SITE}/blog`, `${SITE}/blog/acne-na-vida-adulta`]);
    assert.deepEqual(meta(html, 'og:type'), ['article']);
    assert.deepEqual(meta(html, 'article:published_time'), ['2026-05-07T00:00:00-03:00']);
    assert.deepEqual(meta(html, 'article:modified_time'), ['2026-08-20T00:00:00-03:00']);
    assert.deepEqual(meta(html, 'article:author'), ['Dra. Helena Exemplo']);
    assert.ok(meta(html, 'article:tag').includes('acne adulta'));
  });

  test('the feed is well-formed RSS 2.0 with absolute links, newest first, and every page links to it', () => {
    const rss = parseXml(read('blog/feed.xml'));
    assert.equal(rss.name, 'rss');
    assert.equal(rss.attributes.version, '2.0');
    const channel = childrenNamed(rss, 'channel')[0];
    assert.equal(childText(channel, 'link'), `${SITE}/blog`);
    const items = childrenNamed(channel, 'item');
    assert.equal(items.length, articleFiles().length);
    const dates = items.map((item) => Date.parse(childText(item, 'pubDate')));
    assert.ok(dates.every((d, i) => !Number.isNaN(d) && (i === 0 || dates[i - 1] >= d)), 'pubDate em ordem decrescente');
    for (const item of items) {
      assert.match(childText(item, 'link'), new RegExp(`^${SITE}/blog/[a-z0-9-]+$`));
      assert.ok(existsSync(join(out, `${new URL(childText(item, 'link')).pathname.slice(1)}.html`)));
      assert.ok(childText(item, 'description').length > 40);
    }
    for (const file of ['index.html', 'servico/botox.html', 'blog.html', 'blog/melasma-por-que-as-manchas-voltam.html', '404.html']) {
      assert.match(read(file), /<link rel="alternate" type="application\/rss\+xml" title="[^"]+" href="\/blog\/feed\.xml">/, file);
    }
  });

  test('sitemap lists /blog and every article with lastmod (the update date when there is one)', () => {
    const sitemap = parseXml(read('sitemap.xml'));
    const urls = new Map(childrenNamed(sitemap, 'url').map((u) => [childText(u, 'loc'), childText(u, 'lastmod')]));
    assert.equal(urls.get(`${SITE}/blog/acne-na-vida-adulta`), '2026-08-20');
    assert.equal(urls.get(`${SITE}/blog/protecao-solar-no-dia-a-dia`), '2026-03-12');
    assert.equal(urls.get(`${SITE}/blog`), '2026-10-08');
    for (const file of articleFiles()) assert.ok(urls.get(`${SITE}/blog/${file.replace(/\.html$/, '')}`), file);
  });

  test('/blog lists the articles newest first, with date, reading time and summary; the home shows the three newest', () => {
    const list = read('blog.html');
    const hrefs = [...list.matchAll(/class="blog-card__link" href="([^"]+)"/g)].map((m) => m[1]);
    assert.equal(hrefs.length, articleFiles().length);
    assert.equal(hrefs[0], '/blog/preenchimento-e-toxina-botulinica-diferencas');
    assert.equal(hrefs.at(-1), '/blog/protecao-solar-no-dia-a-dia');
    assert.match(list, /<time dateTime="2026-03-12">12 de março de 2026<\/time>/);
    assert.doesNotMatch(list, /rel="next"/, 'oito artigos cabem em uma página');
    const home = /<section[^>]*id="blog".*?<\/section>/s.exec(read('index.html'))![0];
    assert.deepEqual([...home.matchAll(/class="blog-card__link" href="([^"]+)"/g)].map((m) => m[1]), hrefs.slice(0, 3));
    assert.match(home, /href="\/blog">Ver todos os artigos<\/a>/);
  });

  test('the feed and the blog pages are in the deploy files: one splat for the pages, the RSS content type', () => {
    const headers = read('_headers');
    assert.match(headers, /^\/blog\/\*\n {2}Cache-Control: public, max-age=0, must-revalidate$/m);
    assert.match(headers, /^\/blog\/feed\.xml\n {2}Content-Type: application\/rss\+xml; charset=utf-8$/m);
    assert.doesNotMatch(headers, /^\/blog\/acne/m);
    // The type alone: nginx's "charset utf-8" adds the charset, and gzip_types compares the whole Content-Type.
    assert.match(read('nginx/clinic-site.conf'), /location = \/blog\/feed\.xml \{\s*types \{ \}[^}]*default_type application\/rss\+xml;/);
  });
});
