import assert from 'node:assert/strict';
import { test } from 'node:test';
import { renderToString } from 'react-dom/server';
import { navMenus, navPath } from '../components/Layout.tsx';
import { siteModel } from '../../test/support/site-model.ts';
import { links, textOf } from '../../test/support/render-markup.tsx';
import Navbar from './Navbar.tsx';

const props = (path: string, menus = navMenus(siteModel), blog = true) => ({ clinicName: 'Clínica Aurora', logo: siteModel.settings.logo, path, menus, blog });

test('without script every destination is a plain link: logo, sections, dropdown labels, items, Agendar', () => {
  const html = renderToString(<Navbar {...props('/servico/botox')} />);
  const hrefs = links(html).map((l) => l.href);
  for (const href of ['/', '/#sobre', '/servico', '/tratamento', '/protocolo', '/blog', '/#contato', '/agendar-online', '/servico/botox', '/tratamento/modelagem-corporal', '/protocolo/anti-idade-avancado']) {
    assert.ok(hrefs.includes(href), href);
  }
  const desktop = /<nav class="navbar__desktop"[^>]*>.*?<\/nav>/s.exec(html)![0];
  assert.deepEqual(links(desktop).filter((l) => /nav-link/.test(l.attrs)).map((l) => l.name), ['Sobre', 'Serviços', 'Tratamentos', 'Protocolos', 'Blog', 'Contato']);
  assert.equal(links(desktop).filter((l) => l.name.startsWith('Ver Todos')).length, 3);
  assert.ok(links(desktop).some((l) => l.name === 'Agendar' && l.href === '/agendar-online'));
  // A service is under "Serviços", not the page it opens: "true", not "page".
  assert.match(html, /aria-current="true">Serviços<\/a>/);
});

test('"Blog" goes to /blog on desktop and mobile, is marked current on the blog\'s pages, and is absent without articles', () => {
  const html = renderToString(<Navbar {...props('/blog')} />);
  const desktop = /<nav class="navbar__desktop"[^>]*>.*?<\/nav>/s.exec(html)![0];
  const mobile = /<details class="mobile-menu".*<\/details>/s.exec(html)![0];
  for (const part of [desktop, mobile]) assert.ok(links(part).some((l) => l.name === 'Blog' && l.href === '/blog'));
  assert.match(desktop, /href="\/blog" aria-current="page">Blog<\/a>/);
  // The pages under the blog (and a service under "Serviços") are marked as in the section, not as the page the
  // link opens, as the layout hands them to the bar (navPath) and as they are.
  for (const path of ['/blog/pagina/2', '/blog/protecao-solar-no-dia-a-dia', navPath('/blog/protecao-solar-no-dia-a-dia')]) {
    const page = renderToString(<Navbar {...props(path)} />);
    assert.equal(page.match(/href="\/blog"[^>]*aria-current="true"[^>]*>Blog<\/a>/g)?.length, 2, `${path}: desktop and mobile`);
    assert.doesNotMatch(page, /aria-current="page"/, path);
  }
  const service = renderToString(<Navbar {...props(navPath('/servico/botox'))} />);
  assert.equal(service.match(/href="\/servico"[^>]*aria-current="true"/g)?.length, 2, 'a service page: "Serviços" in both menus');
  const list = renderToString(<Navbar {...props(navPath('/servico'))} />);
  assert.equal(list.match(/href="\/servico"[^>]*aria-current="page"/g)?.length, 2, 'the list itself: "Serviços" is the page');
  assert.ok(!links(html).some((l) => l.href === '/#blog'));
  const without = renderToString(<Navbar {...props('/', navMenus(siteModel), false)} />);
  assert.ok(!links(without).some((l) => /blog/.test(l.href) || l.name === 'Blog'));
});

test('dropdown toggles are disclosure buttons, closed at first', () => {
  const html = renderToString(<Navbar {...props('/')} />);
  const toggles = [...html.matchAll(/<button[^>]*class="nav-dropdown__toggle"[^>]*>/g)].map((m) => m[0]);
  assert.equal(toggles.length, 3);
  for (const toggle of toggles) {
    assert.match(toggle, /aria-expanded="false"/);
    assert.match(toggle, /aria-controls="[^"]+"/);
  }
});

test('mobile menu: a native <details> toggle with "Agendar Online", four categories per dropdown, "Em breve" when empty', () => {
  const html = renderToString(<Navbar {...props('/')} />);
  const mobile = /<details class="mobile-menu".*<\/details>/s.exec(html)![0];
  assert.ok(links(mobile).some((l) => l.name === 'Agendar Online' && l.href === '/agendar-online'));
  const text = textOf(mobile);
  assert.equal((text.match(/Facial \(/g) ?? []).length, 3);
  assert.equal((text.match(/Medicina \(/g) ?? []).length, 3);
  assert.ok(text.includes('Em breve'));
  assert.equal((mobile.match(/name="nav-categoria"/g) ?? []).length, 12);
});

test('mobile menu: a category with more than 6 items shows 6 and "Ver todos de Facial" to ?categoria=facial', () => {
  const items = Array.from({ length: 8 }, (_, i) => ({ slug: `s${i}`, title: `Serviço ${i}`, category: 'facial' as const }));
  const counts = { facial: 8, corporal: 0, capilar: 0, medicina: 0 };
  const menus = [{ key: 'servicos' as const, label: 'Serviços', basePath: '/servico' as const, items, categories: ['facial' as const], counts }];
  const html = renderToString(<Navbar {...props('/', menus)} />);
  const mobile = /<details class="mobile-menu".*<\/details>/s.exec(html)![0];
  const itemLinks = links(mobile).filter((l) => /^\/servico\/s\d$/.test(l.href));
  assert.equal(itemLinks.length, 6);
  assert.ok(links(mobile).some((l) => l.name === 'Ver todos de Facial' && l.href === '/servico?categoria=facial'));
});

test('home and other pages are marked for their scroll behaviour', () => {
  assert.match(renderToString(<Navbar {...props('/')} />), /class="navbar navbar--home"/);
  assert.doesNotMatch(renderToString(<Navbar {...props('/obrigado')} />), /navbar--home/);
});
