import assert from 'node:assert/strict';
import { test } from 'node:test';
import { siteModel } from '../../test/support/site-model.ts';
import { links, renderMarkup, textOf } from '../../test/support/render-markup.tsx';
import Home from './Home.tsx';

const page = () => renderMarkup(<Home site={siteModel} path="/" />);

test('home has every documented anchor and one h1', () => {
  const { html } = page();
  for (const id of ['sobre', 'blog', 'contato', 'serviços', 'protocolos']) assert.match(html, new RegExp(`id="${id}"`), id);
  assert.equal((html.match(/<h1\b/g) ?? []).length, 1);
  assert.match(html, /<h1[^>]*>Dermatologia com cuidado, escuta e naturalidade<\/h1>/);
});

test('hero CTA opens WhatsApp with the hero message; the hero image loads eagerly with high priority', () => {
  const { html } = page();
  const cta = links(html).find((l) => l.name.startsWith(siteModel.home.hero.cta))!;
  assert.equal(cta.href, `https://wa.me/5511955550100?text=${encodeURIComponent(siteModel.home.hero.whatsappMessage)}`);
  assert.match(html, /<img[^>]*src="\/imagens\/clinica.svg"[^>]*loading="eager"[^>]*fetchPriority="high"/i);
});

test('featured services open their page in a new tab and say so; "see all" goes to /servico', () => {
  const { html } = page();
  for (const service of siteModel.home.featuredServices) {
    const link = links(html).find((l) => l.href === service.href && l.attrs.includes('target="_blank"'))!;
    assert.ok(link, service.slug);
    assert.match(link.attrs, /rel="noopener"/);
    assert.equal(link.name, `${service.title} (abre em nova aba)`);
  }
  assert.ok(links(html).some((l) => l.href === '/servico' && l.name === 'Ver todos os serviços'));
  assert.ok(links(html).some((l) => l.href === '/protocolo' && l.name === 'Ver todos os protocolos'));
});

test('protocol tabs get the first three protocols of Facial, Corporal and Capilar', () => {
  const { islands } = page();
  const tabs = islands.find((i) => i.name === 'ProtocolTabs')!.props as { tabs: { label: string; protocols: { slug: string }[] }[] };
  assert.deepEqual(tabs.tabs.map((t) => [t.label, t.protocols.map((p) => p.slug)]), [
    ['Facial', ['anti-idade-avancado']],
    ['Corporal', ['modelagem-corporal-intensiva']],
    ['Capilar', ['revitalizacao-capilar-completa']],
  ]);
});

test('about section: sanitized html as given, doctor with CRM and RQE', () => {
  const { html, text } = page();
  assert.ok(html.includes(siteModel.home.about.html));
  assert.ok(text.includes('Dra. Helena Exemplo'));
  assert.ok(text.includes('CRM-SP 000000') && text.includes('RQE 00000'));
});

test('testimonials, FAQ and contact: all texts present, tel:, mailto:, address and hours', () => {
  const { html, text, islands } = page();
  for (const t of siteModel.home.testimonials) assert.ok(text.includes(t.text));
  for (const q of siteModel.home.faq) assert.ok(text.includes(q.question) && text.includes(q.answer));
  assert.deepEqual(islands.map((i) => i.name), ['Navbar', 'ProtocolTabs', 'TestimonialCarousel', 'Accordion', 'ContactForm']);
  const hrefs = links(html).map((l) => l.href);
  assert.ok(hrefs.includes('tel:+551155550100'));
  assert.ok(hrefs.includes('mailto:contato@clinica-aurora.example'));
  assert.ok(text.includes('Rua Exemplo, 100 – conjunto 12'));
  assert.ok(text.includes('CEP 04515-001'));
  assert.ok(text.includes('Segunda a Sexta 12:00 – 20:00 Sábado 09:00 – 13:30 Domingo Fechado'));
});

test('#blog shows the three newest articles as cards and "Ver todos os artigos"', () => {
  const { html } = page();
  const blog = /<section[^>]*id="blog".*?<\/section>/s.exec(html)![0];
  assert.ok(blog.includes(siteModel.texts.homeBlogTitle));
  const hrefs = links(blog).map((l) => l.href);
  assert.deepEqual(hrefs, [...siteModel.blog.articles.slice(0, 3).map((a) => a.href), '/blog']);
  assert.ok(links(blog).some((l) => l.name === 'Ver todos os artigos'));
  assert.ok(textOf(blog).includes('12 de março de 2026'));
});

test('#blog is not rendered when no article is published, and no link points to the blog', () => {
  const site = { ...siteModel, blog: { ...siteModel.blog, articles: [] } };
  const { html } = renderMarkup(<Home site={site} path="/" />);
  assert.doesNotMatch(html, /id="blog"/);
  assert.ok(!links(html).some((l) => /\/blog\b/.test(l.href)));
});

test('rendering is deterministic', () => {
  assert.equal(page().html, page().html);
});
