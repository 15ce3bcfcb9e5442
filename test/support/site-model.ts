/**
 * A small but complete SiteModel for template tests (docs/architecture.md#tests): 3 services, 3 treatments and
 * 3 protocols (one per category), every field filled, images `/imagens/x.svg` 1200×800.
 * Menus are derived from the catalogue as the model does; tests that need a long menu build their own.
 */
import type { Article, Category, Faq, Image, ItemLink, Menu, Protocol, Service, SiteModel, Treatment } from '../../src/model/types.ts';

/** A drawing: one SVG file, and its 1200×630 JPEG for sharing. */
const image = (name: string, alt: string): Image => ({
  src: `/imagens/${name}.svg`, alt, width: 1200, height: 800, variants: [], share: { src: `/imagens/${name}-compartilhar.jpg`, width: 1200, height: 630 },
});

const faq = (topic: string): Faq[] => [
  { question: `Quantas sessões de ${topic} são necessárias?`, answer: `O número de sessões de ${topic} é definido na avaliação médica.` },
  { question: `${topic} tem contraindicações?`, answer: 'Sim. Riscos e contraindicações são discutidos na consulta.' },
  { question: `Quanto tempo dura o efeito de ${topic}?`, answer: 'Em média de 4 a 6 meses; pode variar de pessoa para pessoa.' },
];

const offer = 'Avaliação médica com valor especial, abatido na primeira sessão.';
/** The row each item would come from: the next data row of its tab, in the order the fixtures are made. */
const nextRow: Record<string, number> = {};
const sheetRow = (file: string, sheet: string) => ({ file, sheet, row: (nextRow[file] = (nextRow[file] ?? 1) + 1) });

function service(slug: string, title: string, category: Category, amount: number | null): Service {
  return {
    slug,
    title,
    category,
    description: `${title}: procedimento indicado após avaliação médica individual.`,
    features: ['Avaliação médica', 'Aplicação com técnica individualizada', 'Retorno de acompanhamento', 'Orientações por escrito'],
    benefits: ['Resultado de aparência natural e gradual', 'Procedimento rápido', 'Retorno breve às atividades'],
    duration: { display: '30 a 45 minutos', iso: 'PT45M' },
    price: amount === null ? { display: 'Sob consulta', amount: null } : { display: `A partir de R$ ${amount.toLocaleString('pt-BR')}`, amount },
    offer,
    faq: faq(title),
    seo: { title: `${title} em Moema`, description: `${title} na Clínica Aurora.`, keywords: [slug, title.toLowerCase()], canonical: `/servico/${slug}` },
    href: `/servico/${slug}`,
    image: image(`${category}-${slug}`, `Ilustração abstrata que remete a ${title.toLowerCase()}`),
    recovery: 'Imediata',
    contentHtml: `<h2>Como funciona</h2><p>${title} é indicado após avaliação médica.</p><ul><li>Etapa 1</li><li>Etapa 2</li></ul>`,
    protocols: [],
    source: sheetRow('servicos.xlsx', 'Serviços'),
  };
}

function link(item: { slug: string; category: Category; href: string; description: string; price: Service['price'] }, title: string, img: Image): ItemLink {
  const kind = item.href.startsWith('/servico/') ? 'service' : item.href.startsWith('/tratamento/') ? 'treatment' : 'protocol';
  return { kind, slug: item.slug, title, category: item.category, href: item.href, description: item.description, price: item.price, image: img };
}

const botox = service('botox', 'Toxina botulínica', 'facial', 400);
const labial = service('preenchimento-labial', 'Preenchimento labial', 'facial', 1000);
const crio = service('criolipolise', 'Criolipólise', 'corporal', 800);

function protocol(slug: string, name: string, category: Protocol['category'], amount: number, services: Service[]): Protocol {
  const bg = image(`protocolo-${category}`, `Ilustração abstrata do protocolo ${name}`);
  return {
    slug,
    name,
    category,
    description: `${name}: plano de sessões ajustado pela equipe médica.`,
    features: ['Avaliação médica e plano por escrito', 'Sessões combinadas', 'Retornos de acompanhamento', 'Orientações de cuidados em casa'],
    benefits: ['Plano ajustado à sua pele', 'Acompanhamento médico em cada etapa', 'Cuidados combinados'],
    duration: { display: '1 a 2 horas', iso: 'PT2H' },
    price: { display: `A partir de R$ ${amount.toLocaleString('pt-BR')}`, amount },
    offer,
    faq: faq(name),
    seo: { title: name, description: `${name} na Clínica Aurora.`, keywords: [slug], canonical: `/protocolo/${slug}` },
    href: `/protocolo/${slug}`,
    hero: { title: `${name}: cuidado planejado`, subtitle: 'Um plano em etapas definido após avaliação médica.', backgroundImage: bg },
    intro: `O ${name} reúne procedimentos complementares em um plano de sessões.`,
    sessions: '4 a 6 sessões',
    services: services.map((s) => link(s, s.title, s.image)),
    source: sheetRow('protocolos.xlsx', 'Protocolos'),
  };
}

const antiIdade = protocol('anti-idade-avancado', 'Protocolo Anti-idade Facial', 'facial', 1200, [botox, labial]);
const modelagem = protocol('modelagem-corporal-intensiva', 'Protocolo Modelagem Corporal', 'corporal', 800, [crio]);
const capilar = protocol('revitalizacao-capilar-completa', 'Protocolo Revitalização Capilar', 'capilar', 400, []);
const protocolLink = (p: Protocol) => link(p, p.name, p.hero.backgroundImage);
botox.protocols = [protocolLink(antiIdade)];
labial.protocols = [protocolLink(antiIdade)];
crio.protocols = [protocolLink(modelagem)];

function treatment(slug: string, title: string, category: Treatment['category'], amount: number, services: Service[], protocols: Protocol[]): Treatment {
  return {
    slug,
    title,
    category,
    subtitle: category === 'capilar' ? null : `${title} com naturalidade`,
    description: `${title}: tratamento indicado após avaliação médica.`,
    features: ['Avaliação médica', 'Plano individual', 'Sessões de acompanhamento', 'Orientações por escrito', 'Retorno'],
    benefits: ['Contribui para a saúde da pele', 'Plano ajustado ao seu caso'],
    duration: { display: '1 hora', iso: 'PT1H' },
    price: { display: `A partir de R$ ${amount.toLocaleString('pt-BR')}`, amount },
    offer,
    faq: faq(title),
    seo: { title, description: `${title} na Clínica Aurora.`, keywords: [slug], canonical: `/tratamento/${slug}` },
    href: `/tratamento/${slug}`,
    heroImage: image(`${category}-${slug}`, `Ilustração abstrata que remete a ${title.toLowerCase()}`),
    longDescriptionHtml: `<p>${title} é indicado após avaliação médica. Os resultados variam de pessoa para pessoa.</p>`,
    recovery: '1 a 3 dias',
    relatedServices: services.map((s) => link(s, s.title, s.image)),
    relatedProtocols: protocols.map(protocolLink),
    source: sheetRow('tratamentos.xlsx', 'Tratamentos'),
  };
}

const services = [botox, labial, crio];
const protocols = [antiIdade, modelagem, capilar];
const treatments = [
  treatment('botox', 'Toxina botulínica', 'facial', 400, [botox], []),
  treatment('modelagem-corporal', 'Modelagem corporal', 'corporal', 800, [], [modelagem]),
  treatment('tratamento-alopecia', 'Tratamento de alopecia', 'capilar', 350, [], [capilar]),
];

const CATEGORIES: Category[] = ['facial', 'corporal', 'capilar', 'medicina'];
function menu(label: string, basePath: Menu['basePath'], items: { slug: string; title: string; category: Category }[]): Menu {
  const counts = Object.fromEntries(CATEGORIES.map((c) => [c, items.filter((i) => i.category === c).length])) as Record<Category, number>;
  return { label, basePath, items: items.map(({ slug, title, category }) => ({ slug, title, category })), categories: CATEGORIES, counts };
}

/** Four published articles, newest first (the home page shows three), linked to one another as the model links them. */
function article(slug: string, title: string, iso: string, display: string, related: ItemLink[]): Article {
  return {
    slug,
    href: `/blog/${slug}`,
    title,
    summary: `${title}: um texto informativo da clínica.`,
    published: { iso, display },
    updated: null,
    author: { name: 'Dra. Helena Exemplo', crm: 'CRM-SP 000000', rqe: 'RQE 00000', specialty: 'Dermatologia', word: 'Médica' },
    cover: image(`blog-${slug}`, `Ilustração abstrata sobre ${title.toLowerCase()}`),
    bodyHtml: `<h2>O que saber</h2><p>${title} é um tema para conversar na consulta.</p><ul><li>Primeiro ponto</li><li>Segundo ponto</li></ul>`,
    words: 640,
    readingMinutes: 4,
    related,
    seo: { title, description: `${title}, explicado pela equipe médica.`, keywords: [slug], canonical: `/blog/${slug}` },
    older: null,
    newer: null,
    source: sheetRow('blog.xlsx', 'Artigos'),
  };
}
const articles = [
  article('protecao-solar', 'Proteção solar no dia a dia', '2026-03-12', '12 de março de 2026', [link(botox, botox.title, botox.image)]),
  article('melasma', 'Melasma: o que se sabe', '2026-02-20', '20 de fevereiro de 2026', []),
  article('acne-adulta', 'Acne na vida adulta', '2026-02-01', '1º de fevereiro de 2026', []),
  article('avaliacao', 'O que esperar de uma avaliação', '2026-01-15', '15 de janeiro de 2026', []),
];
articles.forEach((a, i) => {
  a.newer = i > 0 ? { title: articles[i - 1].title, href: articles[i - 1].href } : null;
  a.older = i < articles.length - 1 ? { title: articles[i + 1].title, href: articles[i + 1].href } : null;
});

export const siteModel: SiteModel = {
  settings: {
    clinicName: 'Clínica Aurora Dermatologia',
    doctor: { name: 'Dra. Helena Exemplo', crm: 'CRM-SP 000000', rqe: 'RQE 00000', specialty: 'Dermatologia', word: 'Médica' },
    technicalDirector: { name: 'Dra. Helena Exemplo', crm: 'CRM-SP 000000' },
    clinicCrm: 'CRM-SP 000001',
    phone: { display: '(11) 5555-0100', tel: '+551155550100' },
    whatsapp: '5511955550100',
    email: 'contato@clinica-aurora.example',
    address: { street: 'Rua Exemplo, 100 – conjunto 12', district: 'Moema', city: 'São Paulo', state: 'SP', postalCode: '04515-001', country: 'BR' },
    geo: { latitude: -23.5986, longitude: -46.6652 },
    hours: [
      { label: 'Segunda a Sexta', days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'], opens: '12:00', closes: '20:00' },
      { label: 'Sábado', days: ['Saturday'], opens: '09:00', closes: '13:30' },
      { label: 'Domingo', days: ['Sunday'], opens: null, closes: null },
    ],
    social: [
      { network: 'Instagram', url: 'https://www.instagram.com/clinica.aurora.example' },
      { network: 'Facebook', url: 'https://www.facebook.com/clinica.aurora.example' },
      { network: 'YouTube', url: 'https://www.youtube.com/@clinica.aurora.example' },
    ],
    siteUrl: 'https://www.clinica-aurora.example',
    shareImage: { ...image('compartilhamento', 'Recepção da clínica'), src: '/imagens/compartilhamento.jpg', width: 1200, height: 630 },
    logo: { ...image('logo', 'Clínica Aurora Dermatologia'), width: 160, height: 48 },
    portrait: image('clinica', 'Ilustração da clínica em tons de areia'),
  },
  home: {
    hero: {
      title: 'Dermatologia com cuidado, escuta e naturalidade',
      subtitle: 'Tratamentos para pele, corpo e cabelos em Moema, São Paulo, sempre indicados após avaliação médica individual.',
      cta: 'Agende sua avaliação',
      whatsappMessage: 'Olá! Gostaria de agendar uma avaliação personalizada.',
    },
    about: {
      title: 'Um cuidado que começa pela conversa',
      html: '<p>Na Clínica Aurora, cada cuidado começa por uma conversa.</p><p>Unimos a <strong>dermatologia clínica</strong> à <strong>dermatologia estética</strong>.</p>',
    },
    featuredServices: [labial, botox, crio].map((s) => link(s, s.title, s.image)),
    testimonials: [
      { name: 'M. S.', text: 'Fui muito bem recebida desde a recepção.', rating: 5, treatment: 'Preenchimento labial' },
      { name: 'R. A.', text: 'Gostei da atenção na avaliação.', rating: 5, treatment: 'Tratamento para acne' },
      { name: 'C. L.', text: 'Atendimento pontual e acolhedor.', rating: 5, treatment: 'Protocolo Revitalização Capilar' },
    ],
    faq: [
      { question: 'Como funciona a avaliação médica?', answer: 'O médico conversa sobre suas queixas e explica as opções, os riscos e as contraindicações.' },
      { question: 'Quais são as formas de pagamento?', answer: 'Cartões de débito e crédito, Pix e transferência.' },
      { question: 'Como faço para agendar?', answer: 'Pelo formulário do site, pelo WhatsApp ou pelo telefone.' },
      { question: 'O que devo levar na primeira consulta?', answer: 'Um documento com foto e a lista de medicamentos que usa.' },
    ],
  },
  texts: {
    homeServicesTitle: 'Serviços mais procurados',
    homeServicesIntro: 'Conheça alguns dos procedimentos realizados na clínica.',
    homeProtocolsTitle: 'Protocolos de cuidado',
    homeProtocolsIntro: 'Planos que combinam procedimentos em etapas.',
    homeTestimonialsTitle: 'O que dizem nossos pacientes',
    homeFaqTitle: 'Perguntas frequentes',
    homeContactTitle: 'Fale com a clínica',
    homeContactIntro: 'Envie sua mensagem ou chame pelo WhatsApp.',
    homeBlogTitle: 'Conteúdos sobre pele e saúde',
    homeBlogIntro: 'Textos informativos escritos para ajudar você a entender a sua pele.',
    treatmentsTitle: 'Tratamentos',
    treatmentsIntro: 'Conheça os tratamentos para o rosto, o corpo e os cabelos.',
    protocolsTitle: 'Protocolos',
    protocolsIntro: 'Os protocolos reúnem procedimentos complementares.',
    servicesTitle: 'Serviços',
    servicesIntro: 'Procedimentos de dermatologia clínica e estética.',
    bookingIntro: 'Preencha o formulário com a data de sua preferência.',
    thanksMessage: 'Obrigado pelo contato! Recebemos sua mensagem e retornaremos em breve.',
    whatsappDefaultMessage: 'Olá! Gostaria de mais informações sobre os atendimentos da clínica.',
    evaluationNote: 'A avaliação médica tem valor especial e é abatida na primeira sessão.',
    footerAbout: 'Clínica de dermatologia clínica e estética em Moema, São Paulo.',
    consentText: 'Autorizo a Clínica Aurora a usar meus dados para responder a este contato, conforme a Política de Privacidade.',
  },
  privacy: {
    controller: 'Clínica Aurora Dermatologia Ltda. – CNPJ 00.000.000/0001-00',
    dpoName: 'Carlos Exemplo',
    dpoEmail: 'privacidade@clinica-aurora.example',
    retentionDays: 180,
    html: '<h2>Quem somos</h2><p>Esta Política explica como tratamos dados pessoais.</p><h2>Cookies</h2><p>Usamos o cookie <code>ref_source</code> por 30 dias.</p>',
  },
  services,
  treatments,
  protocols,
  menus: {
    servicos: menu('Serviços', '/servico', services),
    tratamentos: menu('Tratamentos', '/tratamento', treatments),
    protocolos: menu('Protocolos', '/protocolo', protocols.map((p) => ({ slug: p.slug, title: p.name, category: p.category }))),
  },
  blog: { articles, scheduled: [], drafts: 0, today: '2026-04-01' },
};
