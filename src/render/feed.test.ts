import { test } from 'node:test';
import assert from 'node:assert/strict';
import { childrenNamed, childText, parseXml } from '../../test/support/xml.ts';
import { siteWithArticles } from '../../test/support/blog-fixtures.ts';
import { siteModel } from '../../test/support/site-model.ts';
import { blogFeedXml, FEED_ITEMS } from './feed.ts';

const SITE = siteModel.settings.siteUrl;

test('RSS 2.0: channel with absolute links and a self link; items newest first with RFC 822 dates and the author', () => {
  const rss = parseXml(blogFeedXml(siteModel));
  assert.equal(rss.attributes.version, '2.0');
  const channel = childrenNamed(rss, 'channel')[0];
  assert.equal(childText(channel, 'link'), `${SITE}/blog`);
  assert.equal(childrenNamed(channel, 'atom:link')[0].attributes.href, `${SITE}/blog/feed.xml`);
  assert.equal(childText(channel, 'language'), 'pt-BR');
  assert.equal(childText(channel, 'lastBuildDate'), 'Thu, 12 Mar 2026 00:00:00 -0300');
  const items = childrenNamed(channel, 'item');
  assert.deepEqual(items.map((i) => childText(i, 'link')), siteModel.blog.articles.map((a) => `${SITE}${a.href}`));
  assert.deepEqual(items.map((i) => childText(i, 'guid')), items.map((i) => childText(i, 'link')));
  assert.equal(childText(items[0], 'pubDate'), 'Thu, 12 Mar 2026 00:00:00 -0300');
  assert.equal(childText(items[0], 'dc:creator'), 'Dra. Helena Exemplo, CRM-SP 000000, RQE 00000');
  assert.equal(childText(items[0], 'description'), siteModel.blog.articles[0].summary);
});

test('staff text is escaped and control characters dropped: the feed stays well-formed XML', () => {
  const [first, ...rest] = siteModel.blog.articles;
  const tricky = { ...first, title: 'Sol & pele <b>"já"</b> \u0007', summary: ']]> </description><x>' };
  const xml = blogFeedXml({ ...siteModel, blog: { ...siteModel.blog, articles: [tricky, ...rest] } });
  const item = childrenNamed(childrenNamed(parseXml(xml), 'channel')[0], 'item')[0];
  assert.equal(childText(item, 'title'), 'Sol & pele <b>"já"</b>');
  assert.equal(childText(item, 'description'), ']]&gt; &lt;/description&gt;&lt;x&gt;');
});

test('a summary with < or & reads in a feed reader as typed: the description is HTML, so the text is escaped for it', () => {
  const [first, ...rest] = siteModel.blog.articles;
  const summary = 'Protetor para crianças < 2 anos & bebês: <b> não é negrito';
  const xml = blogFeedXml({ ...siteModel, blog: { ...siteModel.blog, articles: [{ ...first, summary }, ...rest] } });
  const item = childrenNamed(childrenNamed(parseXml(xml), 'channel')[0], 'item')[0];
  // What a feed reader renders as HTML: the summary's own characters, never a tag.
  assert.equal(childText(item, 'description'), 'Protetor para crianças &lt; 2 anos &amp; bebês: &lt;b&gt; não é negrito');
});

test(`at most ${FEED_ITEMS} items, the newest`, () => {
  const site = siteWithArticles(30);
  const items = childrenNamed(childrenNamed(parseXml(blogFeedXml(site)), 'channel')[0], 'item');
  assert.equal(items.length, FEED_ITEMS);
  assert.equal(childText(items[0], 'title'), site.blog.articles[0].title);
});

test('the same model gives the same bytes (no clock in the feed)', () => {
  assert.equal(blogFeedXml(siteModel), blogFeedXml(siteModel));
  assert.doesNotMatch(blogFeedXml(siteModel), new RegExp(String(new Date().getUTCFullYear() + 1)));
});
