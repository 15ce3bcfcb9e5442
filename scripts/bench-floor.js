// The floor of the build benchmark: the same pages (every route, same head, navigation, sections and JSON-LD-sized
// data) written with plain template strings by a minimal script that reads the same workbooks with SheetJS. No
// validation, no Markdown, no sanitizing, no React: what any generator of these pages must at least spend.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as XLSX from 'xlsx';

const [sheetsDir, outDir] = process.argv.slice(2);
const esc = (s) => String(s).replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);
const rowsOf = (file, tab) => {
  const book = XLSX.read(readFileSync(join(sheetsDir, file)));
  return XLSX.utils.sheet_to_json(book.Sheets[tab], { defval: '' });
};
const services = rowsOf('servicos.xlsx', 'Serviços');
const treatments = rowsOf('tratamentos.xlsx', 'Tratamentos');
const protocols = rowsOf('protocolos.xlsx', 'Protocolos');
const faqs = [...rowsOf('servicos.xlsx', 'Perguntas'), ...rowsOf('tratamentos.xlsx', 'Perguntas'), ...rowsOf('protocolos.xlsx', 'Perguntas')];
const faqBySlug = new Map();
for (const f of faqs) faqBySlug.set(f['Endereço (slug)'], [...(faqBySlug.get(f['Endereço (slug)']) ?? []), f]);
const list = (text) => String(text).split('\n').filter(Boolean).map((x) => `<li>${esc(x)}</li>`).join('');
const nav = (items, base) => items.slice(0, 48).map((r) => `<li><a href="${base}/${r['Endereço (slug)']}">${esc(r['Título'] ?? r['Nome'])}</a></li>`).join('');
const navHtml = `<nav><ul>${nav(services, '/servico')}</ul><ul>${nav(treatments, '/tratamento')}</ul><ul>${nav(protocols, '/protocolo')}</ul></nav>`;
const pageOf = (title, body) => `<!DOCTYPE html><html lang="pt-BR"><head><meta charset="utf-8"><title>${esc(title)}</title><meta name="description" content="${esc(title)}"><link rel="stylesheet" href="/site.css"></head><body>${navHtml}<main>${body}</main><footer>Clínica</footer></body></html>`;
const detail = (r, title) => {
  const faq = (faqBySlug.get(r['Endereço (slug)']) ?? []).map((f) => `<h3>${esc(f['Pergunta'])}</h3><p>${esc(f['Resposta'])}</p>`).join('');
  const json = JSON.stringify({ '@type': 'Service', name: title, offers: { price: r['Preço'], priceCurrency: 'BRL' }, faq: faqBySlug.get(r['Endereço (slug)']) });
  return pageOf(title, `<h1>${esc(title)}</h1><p>${esc(r['Descrição curta'] ?? r['Introdução'])}</p><p>${esc(r['Preço'])} · ${esc(r['Duração'])}</p><div>${esc(r['Conteúdo'] ?? r['Descrição completa'] ?? '')}</div><ul>${list(r['O que está incluído'])}</ul><ul>${list(r['Benefícios'])}</ul>${faq}<script type="application/ld+json">${json.replace(/</g, '\\u003c')}</script>`);
};
const card = (r, base) => `<article><h2><a href="${base}/${r['Endereço (slug)']}">${esc(r['Título'] ?? r['Nome'])}</a></h2><p>${esc(r['Descrição curta'] ?? r['Introdução'])}</p><p>${esc(r['Preço'])}</p></article>`;
rmSync(outDir, { recursive: true, force: true });
for (const d of ['servico', 'tratamento', 'protocolo']) mkdirSync(join(outDir, d), { recursive: true });
for (const r of services) writeFileSync(join(outDir, 'servico', `${r['Endereço (slug)']}.html`), detail(r, r['Título']));
for (const r of treatments) writeFileSync(join(outDir, 'tratamento', `${r['Endereço (slug)']}.html`), detail(r, r['Título']));
for (const r of protocols) writeFileSync(join(outDir, 'protocolo', `${r['Endereço (slug)']}.html`), detail(r, r['Nome']));
writeFileSync(join(outDir, 'servico.html'), pageOf('Serviços', services.map((r) => card(r, '/servico')).join('')));
writeFileSync(join(outDir, 'tratamento.html'), pageOf('Tratamentos', treatments.map((r) => card(r, '/tratamento')).join('')));
writeFileSync(join(outDir, 'protocolo.html'), pageOf('Protocolos', protocols.map((r) => card(r, '/protocolo')).join('')));
for (const page of ['index', 'agendar-online', 'obrigado', 'politica-de-privacidade', '404']) writeFileSync(join(outDir, `${page}.html`), pageOf(page, `<h1>${page}</h1>`));
