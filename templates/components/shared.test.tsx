import assert from 'node:assert/strict';
import { test } from 'node:test';
import { siteModel } from '../../test/support/site-model.ts';
import { links, renderMarkup } from '../../test/support/render-markup.tsx';
import { Breadcrumb } from './Breadcrumb.tsx';
import { Layout } from './Layout.tsx';
import { SpecialistBadge } from './SpecialistBadge.tsx';

test('Breadcrumb: labelled nav, ordered list, last item is the current page without a link', () => {
  const { html, text } = renderMarkup(<Breadcrumb items={[{ label: 'Início', href: '/' }, { label: 'Serviços', href: '/servico' }, { label: 'Botox', href: null }]} />);
  assert.match(html, /<nav[^>]*aria-label="Trilha de navegação"/);
  assert.match(html, /<ol>/);
  assert.equal(text, 'Início Serviços Botox');
  assert.deepEqual(links(html).map((l) => l.href), ['/', '/servico']);
  assert.match(html, /<span aria-current="page">Botox<\/span>/);
});

test('SpecialistBadge always shows name, CRM and RQE next to "Especialista" (CFM rule)', () => {
  const { text } = renderMarkup(<SpecialistBadge doctor={siteModel.settings.doctor} />);
  assert.equal(text, 'Especialista Dra. Helena Exemplo CRM-SP 000000 · RQE 00000');
});

test('Layout: skip link, navbar island, main#conteudo, footer with director CRM, privacy link, floating WhatsApp, referral cookie', () => {
  const { html, text, islands } = renderMarkup(<Layout site={siteModel} path="/servico"><p>conteúdo</p></Layout>);
  assert.match(html, /<a class="skip-link" href="#conteudo">Pular para o conteúdo<\/a>/);
  assert.match(html, /<main id="conteudo"[^>]*><p>conteúdo<\/p><\/main>/);
  assert.deepEqual(islands.map((i) => i.name), ['Navbar', 'ReferralCookie', 'Ripple']);
  assert.ok(text.includes('Responsável técnico(a): Dra. Helena Exemplo – CRM-SP 000000'));
  const hrefs = links(html).map((l) => l.href);
  assert.ok(hrefs.includes('/politica-de-privacidade'));
  for (const social of siteModel.settings.social) assert.ok(hrefs.includes(social.url), social.network);
  assert.ok(hrefs.some((h) => h.startsWith('https://wa.me/5511955550100?text=')));
  assert.ok(text.includes('Segunda a Sexta 12:00 – 20:00'));
  assert.ok(text.includes('Sábado 09:00 – 13:30'));
  assert.ok(text.includes('Domingo Fechado'));
  // Island props must be plain JSON.
  for (const island of islands) assert.deepEqual(JSON.parse(JSON.stringify(island.props)), island.props);
});
