import assert from 'node:assert/strict';
import { test } from 'node:test';
import { siteModel } from '../../test/support/site-model.ts';
import { links, renderMarkup } from '../../test/support/render-markup.tsx';
import { Layout } from './Layout.tsx';

test('Layout: skip link, navbar island, main#conteudo, footer with director CRM, privacy link, floating WhatsApp, referral cookie', () => {
  const { html, text, islands } = renderMarkup(<Layout site={siteModel} path="/servico"><p>conteúdo</p></Layout>);
  assert.match(html, /<a class="skip-link" href="#conteudo">Pular para o conteúdo<\/a>/);
  assert.match(html, /<main id="conteudo"[^>]*><p>conteúdo<\/p><\/main>/);
  assert.deepEqual(islands.map((i) => i.name), ['Navbar']);
  assert.ok(text.includes('Responsável técnico(a): Dra. Helena Exemplo – CRM-SP 000000'));
  // Resolução CFM 2.336/2023, art. 5º, I, a: the clinic's name with its registration at the CRM.
  assert.ok(text.includes('Clínica Aurora Dermatologia – CRM-SP 000001'));
  const without = renderMarkup(<Layout site={{ ...siteModel, settings: { ...siteModel.settings, clinicCrm: null } }} path="/servico"><p>conteúdo</p></Layout>);
  assert.ok(!without.text.includes('Clínica Aurora Dermatologia –'));
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

test('Layout: the footer and the floating button, drawn once per model, follow a changed model (a sheet saved during dev)', () => {
  const first = renderMarkup(<Layout site={siteModel} path="/"><p>a</p></Layout>);
  const again = renderMarkup(<Layout site={siteModel} path="/servico/botox"><p>b</p></Layout>);
  assert.equal(again.html.slice(again.html.indexOf('<footer')), first.html.slice(first.html.indexOf('<footer')));
  const edited = {
    ...siteModel,
    settings: { ...siteModel.settings, clinicName: 'Clínica Outra Exemplo', whatsapp: '5511955550199' },
    texts: { ...siteModel.texts, whatsappDefaultMessage: 'Olá! Mensagem nova.' },
  };
  const { html, text } = renderMarkup(<Layout site={edited} path="/"><p>a</p></Layout>);
  assert.ok(text.includes('© Clínica Outra Exemplo'), 'footer drawn from the new model');
  assert.ok(!text.includes('© Clínica Aurora'), 'nothing kept from the old model');
  assert.ok(links(html).some((l) => l.href === `https://wa.me/5511955550199?text=${encodeURIComponent('Olá! Mensagem nova.')}`), 'floating button from the new model');
});

test('Layout: a lunch break (two rows of the same days) is one line of the footer, with both periods', () => {
  const hours = [
    { label: 'Segunda a Sexta', days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'], opens: '08:00', closes: '12:00' },
    { label: 'Sábado', days: ['Saturday'], opens: '09:00', closes: '13:00' },
    { label: 'Seg a Sex', days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'], opens: '14:00', closes: '18:00' },
  ];
  const { html, text } = renderMarkup(<Layout site={{ ...siteModel, settings: { ...siteModel.settings, hours } }} path="/"><p>a</p></Layout>);
  assert.ok(text.includes('Segunda a Sexta 08:00 – 12:00 e 14:00 – 18:00'), text);
  assert.ok(text.includes('Sábado 09:00 – 13:00'));
  assert.equal(html.match(/<dt>Segunda a Sexta<\/dt>/g)?.length, 1);
});
