/**
 * What a visitor reads on each page, as labelled sections of plain text taken from the site model (the report's "pages
 * whose visible text changed", docs/architecture.md#staff-tools). Comparing sections instead of whole rendered pages
 * lets the report say what changed ("Perguntas frequentes: resposta alterada") and keeps it independent of template and
 * CSS changes.
 *
 * Prices are left out of the page sections on purpose: they are reported once, as price changes, not again on every
 * card that shows them. New and removed items are reported as such, not as pages whose text changed.
 */
import type { Article, Faq, Image, ItemLink, Protocol, Service, SiteModel, Treatment } from '../model/types.ts';
import { computeAll, type Reuse } from '../model/reuse.ts';

export type SectionValue =
  | { kind: 'text'; text: string }
  | { kind: 'list'; items: string[] }
  | { kind: 'faq'; entries: Faq[] }
  /** Something seen but not worth quoting (an image): only "changed" is reported. */
  | { kind: 'opaque'; text: string };

export interface PageText {
  route: string;
  /** How staff name the page: the item's title, or 'Página inicial'. */
  title: string;
  sections: Record<string, SectionValue>;
}

export type CatalogueName = 'servicos' | 'tratamentos' | 'protocolos' | 'blog';

export interface ItemSummary {
  catalogue: CatalogueName;
  slug: string;
  title: string;
  href: string;
  /** What the visitor reads: 'A partir de R$ 400' or 'Sob consulta'; empty for a blog article, which has none. */
  price: string;
}

export interface SiteText {
  items: ItemSummary[];
  pages: PageText[];
}

/** '<p>Olá <b>mundo</b></p>\n<ul><li>a</li></ul>' → 'Olá mundo a': the text a visitor reads, spaces collapsed. */
export function visibleText(html: string): string {
  return html
    .replace(/<(script|style)\b[\s\S]*?<\/\1>/gi, ' ')
    // Block elements separate words; inline ones (<strong>, <a>) do not: '<b>4 meses</b>,' reads '4 meses,'.
    .replace(/<\/?(p|div|br|li|ul|ol|h[1-6]|blockquote|table|tr|td|th|hr)\b[^>]*>/gi, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}

const text = (value: string | null | undefined): SectionValue => ({ kind: 'text', text: (value ?? '').replace(/\s+/g, ' ').trim() });
const list = (items: string[]): SectionValue => ({ kind: 'list', items });
const faq = (entries: Faq[]): SectionValue => ({ kind: 'faq', entries });
const image = (img: Image): SectionValue => ({ kind: 'opaque', text: `${img.src} ${img.alt}` });
const links = (items: ItemLink[]) => list(items.map((i) => i.title));
const seo = (item: { seo: { title: string; description: string } }) => text(`${item.seo.title} — ${item.seo.description}`);

function servicePage(s: Service): PageText {
  return {
    route: s.href,
    title: s.title,
    sections: {
      'Título': text(s.title),
      'Descrição curta': text(s.description),
      'Duração': text(s.duration.display),
      'Recuperação': text(s.recovery),
      'Imagem': image(s.image),
      'Conteúdo': text(visibleText(s.contentHtml)),
      'O que está incluído': list(s.features),
      'Benefícios': list(s.benefits),
      'Oferta': text(s.offer),
      'Perguntas frequentes': faq(s.faq),
      'Protocolos que usam este serviço': links(s.protocols),
      'Título e descrição no Google': seo(s),
    },
  };
}

function treatmentPage(t: Treatment): PageText {
  return {
    route: t.href,
    title: t.title,
    sections: {
      'Título': text(t.title),
      'Subtítulo': text(t.subtitle),
      'Descrição curta': text(t.description),
      'Descrição completa': text(visibleText(t.longDescriptionHtml)),
      'Imagem': image(t.heroImage),
      'O que está incluído': list(t.features),
      'Benefícios': list(t.benefits),
      'Duração': text(t.duration.display),
      'Recuperação': text(t.recovery),
      'Oferta': text(t.offer),
      'Perguntas frequentes': faq(t.faq),
      'Serviços relacionados': links(t.relatedServices),
      'Protocolos relacionados': links(t.relatedProtocols),
      'Título e descrição no Google': seo(t),
    },
  };
}

function protocolPage(p: Protocol): PageText {
  return {
    route: p.href,
    title: p.name,
    sections: {
      'Nome': text(p.name),
      'Destaque': text(`${p.hero.title} — ${p.hero.subtitle}`),
      'Imagem': image(p.hero.backgroundImage),
      'Introdução': text(p.intro),
      'Benefícios': list(p.benefits),
      'O que está incluído': list(p.features),
      'Duração': text(p.duration.display),
      'Sessões': text(p.sessions),
      'Oferta': text(p.offer),
      'Perguntas frequentes': faq(p.faq),
      'Serviços incluídos': links(p.services),
      'Título e descrição no Google': seo(p),
    },
  };
}

function articlePage(a: Article): PageText {
  return {
    route: a.href,
    title: a.title,
    sections: {
      'Título': text(a.title),
      'Resumo': text(a.summary),
      'Datas': text(`publicado em ${a.published.display}${a.updated ? `, atualizado em ${a.updated.display}` : ''}`),
      'Autor(a)': text([a.author.name, a.author.crm, a.author.rqe].filter(Boolean).join(', ')),
      'Imagem': image(a.cover),
      'Texto': text(visibleText(a.bodyHtml)),
      'Relacionados': links(a.related),
      'Título e descrição no Google': seo(a),
    },
  };
}

/** Texts shown on every page (header, footer, contact blocks) and the fixed pages. */
function sitePages(site: SiteModel): PageText[] {
  const { settings: s, texts, home, privacy } = site;
  return [
    {
      route: '/',
      title: 'Página inicial',
      sections: {
        'Destaque': text(`${home.hero.title} — ${home.hero.subtitle} — ${home.hero.cta}`),
        'Sobre': text(`${home.about.title} — ${visibleText(home.about.html)}`),
        'Serviços em destaque': links(home.featuredServices),
        'Seção Serviços': text(`${texts.homeServicesTitle} — ${texts.homeServicesIntro}`),
        'Seção Protocolos': text(`${texts.homeProtocolsTitle} — ${texts.homeProtocolsIntro}`),
        'Depoimentos': list([texts.homeTestimonialsTitle, ...home.testimonials.map((t) => `${t.name} (${t.rating}/5, ${t.treatment}): ${t.text}`)]),
        'Perguntas frequentes': faq(home.faq),
        'Seção Contato': text(`${texts.homeContactTitle} — ${texts.homeContactIntro}`),
        'Seção Blog': text(`${texts.homeBlogTitle} — ${texts.homeBlogIntro}`),
      },
    },
    {
      route: '*',
      title: 'Todas as páginas (cabeçalho, rodapé e contato)',
      sections: {
        'Nome da clínica': text(s.clinicName),
        'Médico(a) responsável': text(`${s.doctor.name}, ${s.doctor.crm}, ${s.doctor.rqe}, ${s.doctor.specialty}`),
        'Diretor(a) técnico(a)': text(`${s.technicalDirector.name}, ${s.technicalDirector.crm}`),
        'Registro da clínica no CRM': text(s.clinicCrm ?? ''),
        'Telefone': text(s.phone.display),
        'WhatsApp': text(s.whatsapp),
        'E-mail': text(s.email),
        'Endereço': text(`${s.address.street}, ${s.address.district}, ${s.address.city} – ${s.address.state}, ${s.address.postalCode}`),
        'Horários': list(s.hours.map((h) => `${h.label}: ${h.opens && h.closes ? `${h.opens} às ${h.closes}` : 'fechado'}`)),
        'Redes sociais': list(s.social.map((n) => `${n.network}: ${n.url}`)),
        'Logotipo': image(s.logo),
        'Texto do rodapé': text(texts.footerAbout),
        'Nota sobre a avaliação': text(texts.evaluationNote),
        'Texto de consentimento (LGPD)': text(texts.consentText),
        'Mensagem do WhatsApp': text(`${home.hero.whatsappMessage} — ${texts.whatsappDefaultMessage}`),
      },
    },
    { route: '/servico', title: 'Lista de serviços', sections: { 'Título e introdução': text(`${texts.servicesTitle} — ${texts.servicesIntro}`) } },
    { route: '/tratamento', title: 'Lista de tratamentos', sections: { 'Título e introdução': text(`${texts.treatmentsTitle} — ${texts.treatmentsIntro}`) } },
    { route: '/protocolo', title: 'Lista de protocolos', sections: { 'Título e introdução': text(`${texts.protocolsTitle} — ${texts.protocolsIntro}`) } },
    { route: '/agendar-online', title: 'Agendar online', sections: { 'Introdução': text(texts.bookingIntro) } },
    { route: '/obrigado', title: 'Obrigado', sections: { 'Mensagem': text(texts.thanksMessage) } },
    {
      route: '/politica-de-privacidade',
      title: 'Política de privacidade',
      sections: {
        'Responsáveis': text(`${privacy.controller} — ${privacy.dpoName} (${privacy.dpoEmail}) — ${privacy.retentionDays} dias`),
        'Texto da política': text(visibleText(privacy.html)),
      },
    },
  ];
}

/**
 * The site as a visitor reads it: catalogue items with their prices, and the text of every page. `reuse`: see
 * src/model/reuse.ts.
 */
export function siteText(site: SiteModel, reuse: Reuse = computeAll): SiteText {
  const item = (catalogue: CatalogueName, i: Service | Treatment | Protocol, title: string): ItemSummary => ({
    catalogue, slug: i.slug, title, href: i.href, price: i.price.display,
  });
  return {
    items: [
      ...site.services.map((s) => item('servicos', s, s.title)),
      ...site.treatments.map((t) => item('tratamentos', t, t.title)),
      ...site.protocols.map((p) => item('protocolos', p, p.name)),
      ...site.blog.articles.map((a): ItemSummary => ({ catalogue: 'blog', slug: a.slug, title: a.title, href: a.href, price: '' })),
    ],
    pages: [
      ...sitePages(site),
      ...site.services.map((s) => reuse('servico', s.slug, s, () => servicePage(s))),
      ...site.treatments.map((t) => reuse('tratamento', t.slug, t, () => treatmentPage(t))),
      ...site.protocols.map((p) => reuse('protocolo', p.slug, p, () => protocolPage(p))),
      ...site.blog.articles.map((a) => reuse('artigo', a.slug, a, () => articlePage(a))),
    ],
  };
}
