// The floor of the build benchmark: the same pages written with plain template strings by a minimal script that
// reads the same workbooks with SheetJS. "The same pages" means the same parts: head with social tags, the
// navigation (desktop dropdowns and mobile menu, 6 items per category, and its hydration data), the detail sections,
// FAQ, JSON-LD, footer, and the blog (its list, one page per published article, the feed). No validation, no
// Markdown, no sanitizing, no React, and the navigation is built once: what any generator of these pages must at
// least spend.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as XLSX from 'xlsx';

const [sheetsDir, outDir] = process.argv.slice(2);
const esc = (s) => String(s).replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);
const book = (file) => XLSX.read(readFileSync(join(sheetsDir, file)));
const rowsOf = (workbook, tab) => XLSX.utils.sheet_to_json(workbook.Sheets[tab], { defval: '' });
const [servicesBook, treatmentsBook, protocolsBook] = ['servicos.xlsx', 'tratamentos.xlsx', 'protocolos.xlsx'].map(book);
const services = rowsOf(servicesBook, 'Serviços');
const treatments = rowsOf(treatmentsBook, 'Tratamentos');
const protocols = rowsOf(protocolsBook, 'Protocolos');
const faqs = [...rowsOf(servicesBook, 'Perguntas'), ...rowsOf(treatmentsBook, 'Perguntas'), ...rowsOf(protocolsBook, 'Perguntas')];
const faqBySlug = new Map();
for (const f of faqs) faqBySlug.set(f['Endereço (slug)'], [...(faqBySlug.get(f['Endereço (slug)']) ?? []), f]);

const SITE = 'https://www.clinica-aurora.example';
const CATEGORIES = ['facial', 'corporal', 'capilar', 'medicina'];
const slugOf = (r) => r['Endereço (slug)'];
const titleOf = (r) => r['Título'] || r['Nome'];
const list = (text) => String(text).split('\n').filter(Boolean).map((x) => `<li>${esc(x)}</li>`).join('');

// The navigation, once for the whole site: three menus, each with up to 6 items per category, drawn twice
// (desktop dropdown and mobile menu) plus its data for hydration.
const menus = [
  ['Serviços', '/servico', services],
  ['Tratamentos', '/tratamento', treatments],
  ['Protocolos', '/protocolo', protocols],
].map(([label, base, rows]) => ({
  label,
  base,
  groups: CATEGORIES.map((c) => [c, rows.filter((r) => r['Categoria'] === c).slice(0, 6)]),
}));
const menuLinks = (m) => m.groups.map(([c, items]) => `<div><p>${c}</p><ul>${items.map((r) => `<li><a href="${m.base}/${slugOf(r)}">${esc(titleOf(r))}</a></li>`).join('') || '<li>Em breve</li>'}</ul></div>`).join('');
const navData = JSON.stringify(menus.map((m) => ({ label: m.label, basePath: m.base, items: m.groups.flatMap(([c, items]) => items.map((r) => ({ slug: slugOf(r), title: titleOf(r), category: c }))) })));
const NAV = `<header><nav aria-label="Principal"><ul>${menus.map((m) => `<li><a href="${m.base}">${m.label}</a><button aria-expanded="false">v</button><div><a href="${m.base}">Ver Todos</a>${menuLinks(m)}</div></li>`).join('')}</ul></nav><details><summary>Menu</summary>${menus.map((m) => `<section><h2>${m.label}</h2>${menuLinks(m)}</section>`).join('')}<a href="/agendar-online">Agendar Online</a></details></header>`;
const FOOTER = `<footer><p>Clínica Aurora Dermatologia</p><p>Rua Exemplo, 100 – Moema, São Paulo – SP, 04515-001</p><p>Segunda a Sexta 12:00–20:00 · Sábado 09:00–13:30 · Domingo fechado</p><p>Diretora técnica: Dra. Helena Exemplo, CRM-SP 000000</p><ul><li><a href="https://www.instagram.com/x">Instagram</a></li><li><a href="/politica-de-privacidade">Política de privacidade</a></li></ul></footer><aside aria-label="Contato rápido"><a href="https://wa.me/5511955550100">WhatsApp</a></aside>`;
const CLINIC = JSON.stringify({ '@context': 'https://schema.org', '@type': 'MedicalClinic', name: 'Clínica Aurora Dermatologia', address: { streetAddress: 'Rua Exemplo, 100', postalCode: '04515-001', addressRegion: 'SP', addressCountry: 'BR' }, geo: { latitude: -23.5986, longitude: -46.6652 }, openingHoursSpecification: [{ dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'], opens: '12:00', closes: '20:00' }], medicalSpecialty: 'Dermatology', priceRange: '$$' });

const pageOf = (path, title, description, body, jsonLd = []) => {
  const full = esc(`${title} | Clínica Aurora Dermatologia - Dra. Helena Exemplo`);
  const url = `${SITE}${path}`;
  const scripts = jsonLd.map((d) => `<script type="application/ld+json">${d.replace(/</g, '\\u003c')}</script>`).join('');
  return `<!DOCTYPE html><html lang="pt-BR"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${full}</title><meta name="description" content="${esc(description)}"><link rel="canonical" href="${url}"><link rel="stylesheet" href="/assets/site.css"><meta property="og:title" content="${full}"><meta property="og:description" content="${esc(description)}"><meta property="og:url" content="${url}"><meta property="og:image" content="${SITE}/imagens/compartilhamento.jpg"><meta name="twitter:card" content="summary_large_image"><meta name="twitter:title" content="${full}"><meta name="twitter:description" content="${esc(description)}">${scripts}</head><body>${NAV}<main>${body}</main>${FOOTER}<script type="application/json" id="island-props">${navData.replace(/</g, '\\u003c')}</script><script type="module" src="/assets/islands.js"></script></body></html>`;
};

const detail = (base, section, r) => {
  const title = titleOf(r);
  const faq = faqBySlug.get(slugOf(r)) ?? [];
  const faqHtml = faq.map((f) => `<details name="faq"><summary><h3>${esc(f['Pergunta'])}</h3></summary><p>${esc(f['Resposta'])}</p></details>`).join('');
  const path = `${base}/${slugOf(r)}`;
  const crumbs = JSON.stringify({ '@type': 'BreadcrumbList', itemListElement: [{ name: 'Início' }, { name: section }, { name: title }] });
  const service = JSON.stringify({ '@type': 'Service', name: title, description: r['Descrição curta'] || r['Introdução'], offers: { price: String(r['Preço']).replace(/\D/g, ''), priceCurrency: 'BRL' } });
  const faqLd = JSON.stringify({ '@type': 'FAQPage', mainEntity: faq.map((f) => ({ '@type': 'Question', name: f['Pergunta'], acceptedAnswer: { text: f['Resposta'] } })) });
  const body = `<nav aria-label="Trilha de navegação"><ol><li><a href="/">Início</a></li><li><a href="${base}">${section}</a></li><li>${esc(title)}</li></ol></nav><section><span>${esc(r['Categoria'])}</span><h1>${esc(title)}</h1><p>${esc(r['Descrição curta'] || r['Introdução'])}</p><ul><li>Duração ${esc(r['Duração'])}</li><li>Recuperação ${esc(r['Recuperação'] || r['Sessões'])}</li><li>Investimento ${esc(r['Preço'])}<br>${esc(r['Oferta'])}</li></ul><a href="https://wa.me/5511955550100?text=${encodeURIComponent(`Olá! Gostaria de agendar uma consulta para ${title}.`)}">Agendar Consulta</a><a href="tel:+551155550100">Ligar Agora</a><img src="/imagens/${esc(r['Imagem'] || r['Imagem de fundo'])}" width="1200" height="800" alt="${esc(r['Texto da imagem'])}"><p>Especialista Dra. Helena Exemplo CRM-SP 000000 RQE 00000</p></section><section><h2>Sobre o Tratamento</h2><div>${esc(r['Conteúdo'] || r['Descrição completa'] || r['Introdução'])}</div></section><section><h2>O que está incluído</h2><ul>${list(r['O que está incluído'])}</ul></section><section><h2>Benefícios do Tratamento</h2><ul>${list(r['Benefícios'])}</ul><ul><li>Segurança</li><li>Cuidado</li><li>Qualidade</li><li>Resultados</li></ul></section><section><h2>Perguntas Frequentes</h2>${faqHtml}</section><section><h2>Agende sua avaliação</h2><a href="https://wa.me/5511955550100">Agendar pelo WhatsApp</a><a href="tel:+551155550100">Ligar Agora</a></section>`;
  return [path, pageOf(path, r['Título SEO'] || title, r['Descrição SEO'] || title, body, [service, faqLd, CLINIC, crumbs])];
};

const card = (r, base) => `<article><img src="/imagens/${esc(r['Imagem'] || r['Imagem de fundo'])}" width="1200" height="800" alt="${esc(r['Texto da imagem'])}"><span>${esc(r['Categoria'])}</span><h2>${esc(titleOf(r))}</h2><p>${esc(r['Descrição curta'] || r['Introdução'])}</p><p>${esc(r['Duração'])}</p><ul>${String(r['Benefícios']).split('\n').slice(0, 2).map((b) => `<li>${esc(b.length > 25 ? `${b.slice(0, 25)}…` : b)}</li>`).join('')}</ul><p>${esc(r['Preço'])}</p><a href="${base}/${slugOf(r)}">Saiba mais</a></article>`;
const cardData = (r) => ({ slug: slugOf(r), title: titleOf(r), category: r['Categoria'], description: r['Descrição curta'] || r['Introdução'], price: r['Preço'], duration: r['Duração'], benefits: String(r['Benefícios']).split('\n') });
// The list pages as the build writes them (src/routes/list-routes.ts): 60 cards a page; a longer list gets its pages,
// its category pages and the JSON index of every card; a shorter one gets one address per category (its cards shown,
// every card in the page's data).
const PAGE_SIZE = 60;
const listPages = (base, title, rows) => {
  const paginated = rows.length > PAGE_SIZE;
  if (!paginated) {
    const data = JSON.stringify(rows.map(cardData)).replace(/</g, '\\u003c');
    return [null, ...(base === '/servico' ? CATEGORIES : CATEGORIES.slice(0, 3))].map((category) => {
      const shown = category ? rows.filter((r) => r['Categoria'] === category) : rows;
      const path = category ? `${base}/categoria/${category}` : base;
      const body = `<h1>${title}</h1><form action="${base}"><input type="search"><select><option>Todos</option></select></form><p>${shown.length} encontrado(s)</p>${shown.map((r) => card(r, base)).join('')}<script type="application/json">${data}</script>`;
      return [path, pageOf(base, title, title, body)];
    });
  }
  const lists = [[null, rows], ...CATEGORIES.map((c) => [c, rows.filter((r) => r['Categoria'] === c)])];
  const pages = lists.flatMap(([category, items]) => {
    const first = category ? `${base}/categoria/${category}` : base;
    const count = Math.max(1, Math.ceil(items.length / PAGE_SIZE));
    const hrefs = Array.from({ length: count }, (_, i) => (i ? `${first}/pagina/${i + 1}` : first));
    return hrefs.map((path, i) => {
      const slice = items.slice(i * PAGE_SIZE, (i + 1) * PAGE_SIZE);
      const nav = count > 1 ? `<nav><p>Página ${i + 1} de ${count}</p>${hrefs.map((h, n) => `<a href="${h}">${n + 1}</a>`).join('')}</nav>` : '';
      const data = JSON.stringify(slice.map(cardData));
      const body = `<h1>${title}</h1><form><input type="search"><select><option>Todos</option></select></form><p>${items.length} encontrado(s)</p>${slice.map((r) => card(r, base)).join('')}${nav}<script type="application/json">${data.replace(/</g, '\\u003c')}</script>`;
      return [path, pageOf(path, title, title, body)];
    });
  });
  if (paginated) writeFileSync(join(outDir, 'catalogo', `${base.slice(1)}s.json`), JSON.stringify(rows.map(cardData)));
  return pages;
};

// The blog: articles marked to publish, their list, and the feed (the article text is written as it is: no Markdown).
let articles = [];
try {
  articles = rowsOf(book('blog.xlsx'), 'Artigos').filter((a) => /^sim$/i.test(String(a['Publicar']).trim()));
} catch {
  // a catalogue without blog.xlsx has no blog pages
}
const article = (a) => {
  const path = `/blog/${a['Endereço (slug)']}`;
  const posting = JSON.stringify({ '@type': 'BlogPosting', headline: a['Título'], description: a['Resumo'], datePublished: String(a['Data de publicação']) });
  const body = `<article><h1>${esc(a['Título'])}</h1><p>${esc(a['Resumo'])}</p><img src="/imagens/${esc(a['Imagem de capa'])}" width="1200" height="630" alt="${esc(a['Descrição da imagem'])}"><div>${esc(a['Texto (Markdown)'])}</div></article>`;
  return [path, pageOf(path, a['Título para o Google'] || a['Título'], a['Descrição para o Google'] || a['Resumo'], body, [posting, CLINIC])];
};
const blogList = articles.length
  ? [['/blog/index', pageOf('/blog', 'Blog', 'Blog', `<h1>Blog</h1>${articles.map((a) => `<article><h2><a href="/blog/${a['Endereço (slug)']}">${esc(a['Título'])}</a></h2><p>${esc(a['Resumo'])}</p></article>`).join('')}`)]]
  : [];
const feed = `<?xml version="1.0" encoding="utf-8"?><feed xmlns="http://www.w3.org/2005/Atom">${articles.map((a) => `<entry><title>${esc(a['Título'])}</title><link href="${SITE}/blog/${a['Endereço (slug)']}"/><summary>${esc(a['Resumo'])}</summary></entry>`).join('')}</feed>`;

rmSync(outDir, { recursive: true, force: true });
for (const d of ['servico', 'tratamento', 'protocolo']) {
  for (const sub of ['pagina', ...CATEGORIES.flatMap((c) => [`categoria/${c}`, `categoria/${c}/pagina`])]) mkdirSync(join(outDir, d, sub), { recursive: true });
}
mkdirSync(join(outDir, 'catalogo'), { recursive: true });
mkdirSync(join(outDir, 'blog'), { recursive: true });
const pages = [
  ...services.map((r) => detail('/servico', 'Serviços', r)),
  ...treatments.map((r) => detail('/tratamento', 'Tratamentos', r)),
  ...protocols.map((r) => detail('/protocolo', 'Protocolos', r)),
  ...listPages('/servico', 'Serviços', services),
  ...listPages('/tratamento', 'Tratamentos', treatments),
  ...listPages('/protocolo', 'Protocolos', protocols),
  ...['/index', '/agendar-online', '/obrigado', '/politica-de-privacidade', '/404'].map((p) => [p, pageOf(p, p, p, `<h1>${p}</h1>`)]),
  ...articles.map(article),
  ...blogList,
];
for (const [path, html] of pages) writeFileSync(join(outDir, `${path.slice(1)}.html`), html);
if (articles.length) writeFileSync(join(outDir, 'blog', 'feed.xml'), feed);
