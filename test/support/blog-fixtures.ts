/**
 * Generated blog catalogues for tests: `articles(n)` for the model-level tests (a SiteModel with n articles), and
 * `writeBlogSheets(folder, n)` for the build and browser tests (a copy of the sample sheets whose blog workbook
 * holds n generated articles, a few hundred words each, dated one day apart going back from 2026-03-31).
 */
import { cpSync, unlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Article, SiteModel } from '../../src/model/types.ts';
import { formatLongDate } from '../../src/parse/dates.ts';
import { siteModel } from './site-model.ts';

const SAMPLE = new URL('../../sheets/', import.meta.url).pathname;

const pad = (n: number) => String(n).padStart(2, '0');
/** Day `index` of the generated catalogue: index 0 is the newest. */
export function generatedDay(index: number): string {
  const date = new Date(Date.UTC(2026, 2, 31 - index));
  return `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
}
export const generatedSlug = (index: number) => `artigo-de-teste-${pad(index + 1)}`;
export const generatedTitle = (index: number) => `Artigo de teste número ${index + 1}`;

/** A SiteModel whose blog has `count` articles, newest first. */
export function siteWithArticles(count: number): SiteModel {
  const template = siteModel.blog.articles[0];
  const list: Article[] = Array.from({ length: count }, (_, index) => {
    const iso = generatedDay(index);
    return {
      ...template,
      slug: generatedSlug(index),
      href: `/blog/${generatedSlug(index)}`,
      title: generatedTitle(index),
      published: { iso, display: formatLongDate(iso) },
      seo: { ...template.seo, canonical: `/blog/${generatedSlug(index)}` },
    };
  });
  return { ...siteModel, blog: { ...siteModel.blog, articles: list } };
}

const csvCell = (text: string) => `"${text.replace(/"/g, '""')}"`;

/**
 * Copies the sample sheets into `folder` and replaces the blog workbook with a CSV of `count` generated articles,
 * each linked to the botox service. Returns `folder`.
 */
export function writeBlogSheets(folder: string, count: number): string {
  cpSync(SAMPLE, folder, { recursive: true });
  unlinkSync(join(folder, 'blog.xlsx'));
  const header = ['Endereço (slug)', 'Título', 'Resumo', 'Data de publicação', 'Imagem de capa', 'Descrição da imagem', 'Texto (Markdown)', 'Serviços relacionados', 'Título para o Google', 'Descrição para o Google', 'Publicar'];
  const paragraph = 'Este é um parágrafo de um artigo gerado para os testes, com frases simples sobre cuidados com a pele. ';
  const rows = Array.from({ length: count }, (_, index) => {
    const [y, m, d] = generatedDay(index).split('-');
    return [
      generatedSlug(index),
      generatedTitle(index),
      `Resumo do artigo de teste número ${index + 1}.`,
      `${d}/${m}/${y}`,
      'facial-pele.svg',
      'Ilustração abstrata em tons de areia',
      `## Primeira parte\n\n${paragraph.repeat(12)}\n\n## Segunda parte\n\n- Um item\n- Outro item\n\nVeja a [toxina botulínica](/servico/botox).`,
      'botox',
      generatedTitle(index),
      `Descrição do artigo de teste número ${index + 1}.`,
      'sim',
    ];
  });
  writeFileSync(join(folder, 'blog-artigos.csv'), [header, ...rows].map((r) => r.map(csvCell).join(',')).join('\r\n') + '\r\n');
  return folder;
}
