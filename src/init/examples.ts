/**
 * The example rows `clinic-site init` writes: a fictitious clinic ("Clínica Exemplo", CRM 000000, addresses and
 * e-mails under .example) that validates, passes the compliance check, and shows staff how each column is filled.
 * Keys are schema field names (schemas/*.schema.json); lists are arrays, one item per line in the cell.
 */

export type ExampleRow = Record<string, string | string[]>;

const EVALUATION = 'Avaliação médica com valor especial, abatido na primeira sessão.';
const IMAGE = 'exemplo.svg';

/** The one image init puts in imagens/ (a neutral drawing with its size, so pages get width and height). */
export const EXAMPLE_IMAGE = {
  name: IMAGE,
  svg: `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630"><rect width="1200" height="630" fill="#efe7dc"/><circle cx="600" cy="315" r="180" fill="#c9d3c0"/><text x="600" y="330" font-family="sans-serif" font-size="48" text-anchor="middle" fill="#5a5247">Imagem de exemplo</text></svg>\n`,
};

function service(slug: string, title: string, category: string, price: string, duration: string, what: string): ExampleRow {
  return {
    slug,
    title,
    category,
    description: `${what} Exemplo de descrição curta: troque pelo texto da clínica.`,
    price,
    duration,
    recovery: 'Imediata',
    image: IMAGE,
    imageAlt: `Imagem ilustrativa do serviço ${title.toLowerCase()}`,
    content: `## Como funciona\n\n${what} Este parágrafo é um exemplo: descreva o procedimento, para quem é indicado e os cuidados.\n\n## Cuidados\n\n- Informe os medicamentos que você usa.\n- Siga as orientações da equipe médica.`,
    features: ['Avaliação médica', 'Aplicação do procedimento', 'Orientações de cuidados'],
    benefits: ['Indicação individual', 'Retorno rápido à rotina'],
    offer: EVALUATION,
    seoTitle: `${title} em São Paulo`,
    seoDescription: `${title} em São Paulo, indicado após avaliação médica. Texto de exemplo para o resultado de busca.`,
    keywords: [title.toLowerCase(), `${title.toLowerCase()} São Paulo`],
  };
}

export const EXAMPLES: Record<string, ExampleRow[]> = {
  servicos: [
    service('toxina-botulinica', 'Toxina botulínica', 'facial', 'A partir de R$ 400', '30 minutos', 'Aplicação para suavizar linhas de expressão.'),
    service('preenchimento-labial', 'Preenchimento labial', 'facial', '1.200', '45 minutos', 'Aplicação de ácido hialurônico nos lábios.'),
    service('drenagem-linfatica', 'Drenagem linfática', 'corporal', 'R$ 180,00', '1 hora', 'Massagem suave que estimula a circulação linfática.'),
    service('tratamento-capilar', 'Tratamento capilar', 'capilar', 'Sob consulta', '30 a 45 minutos', 'Cuidado do couro cabeludo indicado após avaliação.'),
  ],
  tratamentos: [
    {
      slug: 'rejuvenescimento-facial',
      title: 'Rejuvenescimento facial',
      subtitle: 'Um plano individual para a pele do rosto',
      category: 'facial',
      description: 'Combinação de procedimentos para os sinais do tempo no rosto, definida após avaliação médica.',
      longDescription: '## Como funciona\n\nTexto de exemplo: explique o tratamento, as etapas e para quem é indicado.',
      image: IMAGE,
      imageAlt: 'Imagem ilustrativa de tratamento facial',
      features: ['Avaliação médica', 'Plano de sessões', 'Retornos de acompanhamento'],
      benefits: ['Plano feito para a sua pele', 'Acompanhamento médico'],
      duration: '1 a 2 horas',
      recovery: '1 a 3 dias',
      price: 'A partir de R$ 1.500',
      offer: EVALUATION,
      seoTitle: 'Rejuvenescimento facial em São Paulo',
      seoDescription: 'Rejuvenescimento facial em São Paulo com plano individual, indicado após avaliação médica. Texto de exemplo.',
      keywords: ['rejuvenescimento facial', 'tratamento facial São Paulo'],
      services: ['toxina-botulinica', 'preenchimento-labial'],
      protocols: ['protocolo-facial'],
    },
  ],
  protocolos: [
    {
      slug: 'protocolo-facial',
      name: 'Protocolo facial',
      category: 'facial',
      heroTitle: 'Cuidado em etapas para o rosto',
      heroSubtitle: 'Um plano de sessões definido após avaliação médica.',
      image: IMAGE,
      imageAlt: 'Imagem ilustrativa do protocolo facial',
      intro: 'Texto de exemplo: explique como o protocolo combina os serviços e como as sessões são organizadas.',
      benefits: ['Plano ajustado à sua pele', 'Acompanhamento em cada etapa'],
      features: ['Avaliação médica', 'Sessões do plano', 'Retornos de acompanhamento'],
      duration: '1 hora',
      sessions: '4 sessões',
      price: 'A partir de R$ 1.200',
      offer: EVALUATION,
      seoTitle: 'Protocolo facial em São Paulo',
      seoDescription: 'Protocolo facial em etapas, indicado após avaliação médica, em São Paulo. Texto de exemplo para o Google.',
      keywords: ['protocolo facial', 'cuidados com a pele'],
      services: ['toxina-botulinica', 'preenchimento-labial'],
    },
  ],
  'perguntas-servicos': [
    { slug: 'toxina-botulinica', question: 'Quanto tempo dura o efeito?', answer: 'Resposta de exemplo: em média alguns meses, variando de pessoa para pessoa.' },
  ],
  'perguntas-tratamentos': [
    { slug: 'rejuvenescimento-facial', question: 'Quantas sessões são necessárias?', answer: 'Resposta de exemplo: o número de sessões é definido na avaliação.' },
  ],
  'perguntas-protocolos': [
    { slug: 'protocolo-facial', question: 'Qual o intervalo entre as sessões?', answer: 'Resposta de exemplo: o intervalo é definido pela equipe médica.' },
  ],
  clinica: [
    {
      clinicName: 'Clínica Exemplo',
      clinicCrm: 'CRM-SP 000000',
      doctorName: 'Dra. Nome Exemplo',
      doctorCrm: 'CRM-SP 000000',
      doctorRqe: 'RQE 00000',
      specialty: 'Dermatologia',
      technicalDirectorName: 'Dra. Nome Exemplo',
      technicalDirectorCrm: 'CRM-SP 000000',
      phone: '(11) 5555-0100',
      whatsapp: '5511955550100',
      email: 'contato@clinica.example',
      street: 'Rua Exemplo, 100 – sala 1',
      district: 'Centro',
      city: 'São Paulo',
      state: 'SP',
      postalCode: '01000-000',
      country: 'BR',
      latitude: '-23.5505',
      longitude: '-46.6333',
      siteUrl: 'https://www.clinica.example',
      shareImage: IMAGE,
      logo: IMAGE,
      portrait: IMAGE,
    },
  ],
  horarios: [
    { days: 'Segunda a Sexta', opens: '09:00', closes: '18:00' },
    { days: 'Sábado', opens: '09:00', closes: '13:00' },
    { days: 'Domingo' },
  ],
  'redes-sociais': [{ network: 'Instagram', url: 'https://www.instagram.com/clinica.example' }],
  textos: [
    {
      heroTitle: 'Dermatologia com cuidado e naturalidade',
      heroSubtitle: 'Texto de exemplo: uma frase sobre a clínica e o atendimento.',
      heroCta: 'Agende sua avaliação',
      heroWhatsappMessage: 'Olá! Gostaria de agendar uma avaliação.',
      aboutTitle: 'Sobre a clínica',
      aboutText: 'Texto de exemplo sobre a clínica.\n\nUse parágrafos separados por linha em branco e **negrito** quando quiser.',
      featuredServices: ['toxina-botulinica', 'preenchimento-labial', 'drenagem-linfatica', 'tratamento-capilar'],
      homeServicesTitle: 'Serviços mais procurados',
      homeServicesIntro: 'A indicação de cada procedimento é feita após avaliação médica.',
      homeProtocolsTitle: 'Protocolos de cuidado',
      homeProtocolsIntro: 'Planos que combinam procedimentos em etapas.',
      homeTestimonialsTitle: 'O que dizem nossos pacientes',
      homeFaqTitle: 'Perguntas frequentes',
      homeContactTitle: 'Fale com a clínica',
      homeContactIntro: 'Envie sua mensagem ou chame pelo WhatsApp.',
      homeBlogTitle: 'Conteúdos sobre pele e saúde',
      homeBlogIntro: 'Textos informativos sobre a pele e os cuidados do dia a dia.',
      treatmentsTitle: 'Tratamentos',
      treatmentsIntro: 'Tratamentos para o rosto, o corpo e os cabelos, indicados após avaliação médica.',
      protocolsTitle: 'Protocolos',
      protocolsIntro: 'Procedimentos complementares reunidos em um plano de sessões.',
      servicesTitle: 'Serviços',
      servicesIntro: 'Procedimentos realizados na clínica, com duração, recuperação e cuidados.',
      bookingIntro: 'Preencha o formulário e entraremos em contato para confirmar o horário.',
      thanksMessage: 'Obrigado pelo contato! Retornaremos em breve.',
      whatsappDefaultMessage: 'Olá! Gostaria de mais informações.',
      evaluationNote: 'A avaliação médica tem valor especial e é abatida na primeira sessão.',
      footerAbout: 'Clínica de dermatologia em São Paulo (texto de exemplo).',
      consentText: 'Autorizo a Clínica Exemplo a usar meus dados para responder a este contato, conforme a Política de Privacidade.',
    },
  ],
  depoimentos: [
    { name: 'M. S.', text: 'Depoimento de exemplo: troque por um depoimento real, com autorização da paciente.', treatment: 'Toxina botulínica', rating: '5' },
  ],
  'perguntas-inicio': [
    { question: 'Como funciona a avaliação médica?', answer: 'Resposta de exemplo: na avaliação, o médico conversa sobre suas queixas e explica as opções.' },
  ],
  privacidade: [
    {
      controller: 'Clínica Exemplo Ltda. – CNPJ 00.000.000/0001-00',
      dpoName: 'Nome do Encarregado',
      dpoEmail: 'privacidade@clinica.example',
      retentionDays: '180',
      text: '## Quem cuida dos seus dados\n\nTexto de exemplo: substitua pela política de privacidade da clínica, revisada por quem cuida da LGPD.',
    },
  ],
  marcas: [{ brand: 'MarcaExemplo', generic: 'nome genérico do produto' }],
  blog: [
    {
      slug: 'cuidados-com-a-pele-no-verao',
      title: 'Cuidados com a pele no verão',
      summary: 'Texto de exemplo: um resumo de uma ou duas frases, mostrado na lista de artigos e na página inicial.',
      published: '05/01/2026',
      updated: '',
      author: '',
      authorCrm: '',
      authorRqe: '',
      image: IMAGE,
      imageAlt: 'Imagem ilustrativa de cuidados com a pele',
      body: '## Por que o verão pede atenção\n\nTexto de exemplo: escreva o artigo em parágrafos, separados por uma linha em branco.\n\n## O que fazer no dia a dia\n\n- Use protetor solar todos os dias.\n- Reaplique ao longo do dia.\n\nPara dúvidas sobre a sua pele, agende uma [avaliação](/agendar-online).',
      services: ['toxina-botulinica'],
      treatments: ['rejuvenescimento-facial'],
      protocols: [],
      seoTitle: 'Cuidados com a pele no verão',
      seoDescription: 'Texto de exemplo para o resultado de busca: cuidados com a pele no verão, explicados pela equipe médica.',
      keywords: ['pele no verão', 'protetor solar'],
      publish: 'sim',
    },
  ],
};

/** Which example list fills a tab: the FAQ tabs share one schema but hold different rows per workbook. */
export function examplesFor(workbook: string, tabKey: string, schema: string): ExampleRow[] {
  if (schema === 'perguntas') return EXAMPLES[`perguntas-${workbook}`] ?? [];
  return EXAMPLES[schema] ?? [];
}
