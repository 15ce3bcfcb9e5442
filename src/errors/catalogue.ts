/**
 * Every problem a person can cause in the sheets, with a stable code, a title, a message built from its arguments
 * and a hint saying what to do (after Astro's errors-data.ts). Written for clinic staff: Portuguese, no jargon.
 * The location is never part of the text: the reporter prints it from the problem's `location` field.
 */
import type { Severity } from './problems.ts';

interface Entry<A> {
  severity: Severity;
  title: string;
  message: (args: A) => string;
  hint: (args: A) => string;
}

const entry = <A>(e: Entry<A>) => e;
const list = (items: readonly string[]) => items.map((i) => `"${i}"`).join(', ');

export const PROBLEMS = {
  ARQUIVO_AUSENTE: entry<{ workbook: string; tried: string[] }>({
    severity: 'error',
    title: 'Planilha não encontrada',
    message: (a) => `A planilha "${a.workbook}" não está na pasta.`,
    hint: (a) => `Salve a planilha com um destes nomes: ${list(a.tried)}.`,
  }),
  ARQUIVO_ILEGIVEL: entry<{ reason: string }>({
    severity: 'error',
    title: 'Planilha ilegível',
    message: (a) => `Não foi possível ler o arquivo: ${a.reason}.`,
    hint: () => 'Abra o arquivo no Excel, LibreOffice ou Google Planilhas e salve de novo como .xlsx, .ods ou .csv.',
  }),
  ABA_AUSENTE: entry<{ tab: string; available: string[] }>({
    severity: 'error',
    title: 'Aba não encontrada',
    message: (a) => `Falta a aba "${a.tab}".`,
    hint: (a) =>
      a.available.length
        ? `As abas encontradas são ${list(a.available)}. Renomeie a aba certa para "${a.tab}".`
        : `Crie uma aba chamada "${a.tab}".`,
  }),
  COLUNA_AUSENTE: entry<{ column: string }>({
    severity: 'error',
    title: 'Coluna obrigatória ausente',
    message: (a) => `Falta a coluna "${a.column}" na linha de títulos.`,
    hint: (a) => `Acrescente uma coluna com o título "${a.column}" (maiúsculas e acentos não importam).`,
  }),
  COLUNA_DESCONHECIDA: entry<{ column: string; known: string[] }>({
    severity: 'warning',
    title: 'Coluna ignorada',
    message: (a) => `A coluna "${a.column}" não é usada pelo site e foi ignorada.`,
    hint: (a) => `Se era para ser uma das colunas do site, corrija o título. Colunas usadas: ${list(a.known)}.`,
  }),
  COLUNA_REPETIDA: entry<{ column: string }>({
    severity: 'error',
    title: 'Coluna repetida',
    message: (a) => `A coluna "${a.column}" aparece mais de uma vez.`,
    hint: () => 'Deixe só uma coluna com esse título e apague a outra.',
  }),
  CAMPO_AUSENTE: entry<{ field: string; description: string }>({
    severity: 'error',
    title: 'Informação ausente',
    message: (a) => `Falta a linha "${a.field}".`,
    hint: (a) => `Acrescente uma linha com "${a.field}" na primeira coluna e o valor na segunda. ${a.description}`.trim(),
  }),
  CAMPO_DESCONHECIDO: entry<{ field: string }>({
    severity: 'warning',
    title: 'Linha ignorada',
    message: (a) => `A linha "${a.field}" não é usada pelo site e foi ignorada.`,
    hint: () => 'Confira se o nome na primeira coluna está escrito como nas instruções do README.',
  }),
  CAMPO_REPETIDO: entry<{ field: string; firstRow: number }>({
    severity: 'error',
    title: 'Informação repetida',
    message: (a) => `"${a.field}" já foi informado na linha ${a.firstRow}.`,
    hint: () => 'Deixe só uma linha com essa informação.',
  }),
  VALOR_OBRIGATORIO: entry<{ column: string; description: string }>({
    severity: 'error',
    title: 'Célula vazia',
    message: (a) => `A célula "${a.column}" está vazia, mas é obrigatória.`,
    hint: (a) => `Preencha: ${a.description}`,
  }),
  VALOR_FORA_DA_LISTA: entry<{ column: string; allowed: string[] }>({
    severity: 'error',
    title: 'Valor não permitido',
    message: (a) => `O valor não é uma das opções de "${a.column}".`,
    hint: (a) => `Use exatamente um destes valores: ${list(a.allowed)}.`,
  }),
  SLUG_INVALIDO: entry<{ suggestion: string }>({
    severity: 'error',
    title: 'Endereço (slug) inválido',
    message: () => 'O endereço só pode ter letras minúsculas sem acento, números e hífens.',
    hint: (a) => (a.suggestion ? `Por exemplo: "${a.suggestion}".` : 'Por exemplo: "preenchimento-labial".'),
  }),
  PRECO_INVALIDO: entry<Record<string, never>>({
    severity: 'error',
    title: 'Preço não reconhecido',
    message: () => 'Não foi possível entender o preço.',
    hint: () => 'Escreva só o valor em reais (400, 1.200 ou R$ 1.200,00), "A partir de R$ 1.200" ou "Sob consulta".',
  }),
  DURACAO_INVALIDA: entry<Record<string, never>>({
    severity: 'error',
    title: 'Duração não reconhecida',
    message: () => 'Não foi possível entender a duração.',
    hint: () => 'Escreva como "30 minutos", "30 a 45 minutos", "1 hora", "1h30" ou "4 a 8 horas".',
  }),
  DIAS_INVALIDOS: entry<Record<string, never>>({
    severity: 'error',
    title: 'Dias não reconhecidos',
    message: () => 'Não foi possível entender os dias da semana.',
    hint: () => 'Escreva um dia ("Sábado") ou uma faixa ("Segunda a Sexta").',
  }),
  DATA_INVALIDA: entry<{ column: string }>({
    severity: 'error',
    title: 'Data não reconhecida',
    message: (a) => `Não foi possível entender a data em "${a.column}".`,
    hint: () => 'Escreva dia/mês/ano com o ano completo, como 12/03/2026, ou use uma célula de data.',
  }),
  ATUALIZACAO_ANTES_DA_PUBLICACAO: entry<{ published: string; updated: string }>({
    severity: 'error',
    title: 'Atualização antes da publicação',
    message: (a) => `A data de atualização (${a.updated}) é anterior à data de publicação (${a.published}).`,
    hint: () => 'Corrija uma das datas, ou deixe "Data de atualização" vazia se o texto não foi revisado.',
  }),
  AUTOR_SEM_CRM: entry<{ author: string }>({
    severity: 'error',
    title: 'Autor(a) sem CRM',
    message: (a) => `O artigo é assinado por "${a.author}", mas "CRM do(a) autor(a)" está vazio.`,
    hint: () => 'Preencha o CRM de quem escreveu (a publicidade médica deve mostrá-lo ao lado do conteúdo), ou deixe "Autor(a)" vazio para assinar com o(a) médico(a) responsável.',
  }),
  HORARIO_INCOMPLETO: entry<Record<string, never>>({
    severity: 'error',
    title: 'Horário incompleto',
    message: () => 'Só um dos horários ("Abre" ou "Fecha") foi preenchido.',
    hint: () => 'Preencha os dois horários, ou deixe os dois vazios se a clínica fecha nesse dia.',
  }),
  FORMATO_INVALIDO: entry<{ column: string; expected: string }>({
    severity: 'error',
    title: 'Formato inválido',
    message: (a) => `O valor de "${a.column}" não está no formato esperado.`,
    hint: (a) => a.expected,
  }),
  TEXTO_LONGO: entry<{ column: string; max: number; length: number }>({
    severity: 'error',
    title: 'Texto longo demais',
    message: (a) => `"${a.column}" tem ${a.length} caracteres; o máximo é ${a.max}.`,
    hint: () => 'Encurte o texto.',
  }),
  TEXTO_CURTO: entry<{ column: string; min: number; length: number }>({
    severity: 'error',
    title: 'Texto curto demais',
    message: (a) => `"${a.column}" tem ${a.length} caracteres; o mínimo é ${a.min}.`,
    hint: () => 'Complete o texto.',
  }),
  LISTA_TAMANHO: entry<{ column: string; min?: number; max?: number; count: number }>({
    severity: 'error',
    title: 'Quantidade de itens',
    message: (a) =>
      a.min !== undefined && a.count < a.min
        ? `"${a.column}" tem ${a.count} item(ns); são necessários pelo menos ${a.min}.`
        : `"${a.column}" tem ${a.count} item(ns); o máximo é ${a.max}.`,
    hint: () => 'Coloque um item por linha dentro da célula (Alt+Enter no Excel, Ctrl+Enter no Google Planilhas).',
  }),
  SLUG_REPETIDO: entry<{ slug: string; firstRow: number }>({
    severity: 'error',
    title: 'Endereço repetido',
    message: (a) => `O endereço "${a.slug}" já é usado na linha ${a.firstRow}.`,
    hint: () => 'Cada item precisa de um endereço diferente: mude um dos dois ou apague a linha repetida.',
  }),
  PERGUNTA_SEM_ITEM: entry<{ slug: string; sheet: string }>({
    severity: 'error',
    title: 'Pergunta de item inexistente',
    message: (a) => `A pergunta é do item "${a.slug}", que não existe na aba "${a.sheet}".`,
    hint: () => 'Corrija o endereço para o de um item existente, ou apague a pergunta.',
  }),
  REFERENCIA_DESCONHECIDA: entry<{ slug: string; catalogue: string }>({
    severity: 'error',
    title: 'Item relacionado inexistente',
    message: (a) => `"${a.slug}" não existe na planilha de ${a.catalogue}.`,
    hint: () => 'Corrija o endereço (slug) ou apague essa linha da célula.',
  }),
  SERVICO_DO_PROTOCOLO_DESCONHECIDO: entry<{ slug: string }>({
    severity: 'warning',
    title: 'Serviço do protocolo inexistente',
    message: (a) => `O serviço "${a.slug}" não existe na planilha de serviços e não aparecerá na página do protocolo.`,
    hint: () => 'Corrija o endereço (slug) do serviço ou apague essa linha da célula.',
  }),
  IMAGEM_AUSENTE: entry<{ file: string; folder: string }>({
    severity: 'error',
    title: 'Imagem não encontrada',
    message: (a) => `A imagem "${a.file}" não está na pasta ${a.folder}.`,
    hint: () => 'Copie a imagem para essa pasta ou corrija o nome do arquivo (com a extensão, ex.: botox.jpg).',
  }),
  IMAGEM_INVALIDA: entry<{ file: string }>({
    severity: 'error',
    title: 'Imagem ilegível',
    message: (a) => `Não foi possível ler as dimensões de "${a.file}".`,
    hint: () => 'Use imagens JPG, PNG, WebP ou SVG (com largura e altura).',
  }),
  ROTA_DUPLICADA: entry<{ route: string; other: string }>({
    severity: 'error',
    title: 'Duas páginas no mesmo endereço',
    message: (a) => `Duas páginas usariam o endereço ${a.route}; a outra vem de ${a.other}.`,
    hint: () => 'Mude o endereço (slug) de uma delas.',
  }),
  // Compliance check (src/compliance, docs/site.md#medical-advertising-rules): warnings, errors with `validate
  // --strict`.
  PUBLICIDADE_PROMESSA: entry<{ found: string; reason: string; suggestion: string }>({
    severity: 'warning',
    title: 'Promessa ou superlativo na publicidade médica',
    message: (a) => `O texto diz "${a.found}": ${a.reason} (Resolução CFM 2.336/2023).`,
    hint: (a) => a.suggestion,
  }),
  PUBLICIDADE_MARCA: entry<{ found: string; generic?: string }>({
    severity: 'warning',
    title: 'Nome de marca na publicidade médica',
    message: (a) => `O texto cita a marca "${a.found}", listada na aba "Marcas": a publicidade médica não deve divulgar marcas de medicamentos, produtos ou aparelhos (Resolução CFM 2.336/2023).`,
    hint: (a) => (a.generic ? `Troque "${a.found}" por "${a.generic}".` : `Troque "${a.found}" pelo nome genérico do produto (por exemplo "toxina botulínica", "ácido hialurônico").`),
  }),
  PUBLICIDADE_GRATUITO: entry<{ found: string }>({
    severity: 'warning',
    title: 'Serviço gratuito anunciado',
    message: (a) => `O texto diz "${a.found}": o Decreto-Lei 4.113/1942 proíbe anunciar serviço médico gratuito em consultório particular. A clínica pode manter o texto, mas deve decidir sabendo disso.`,
    hint: () => 'Por exemplo: "Avaliação médica com valor especial, abatido na primeira sessão", ou informe o valor.',
  }),
  PUBLICIDADE_DADO_OBRIGATORIO: entry<{ field: string; rule: string }>({
    severity: 'error',
    title: 'Dado obrigatório ausente',
    message: (a) => `"${a.field}" está vazio: ${a.rule}`,
    hint: (a) => `Preencha "${a.field}" na planilha de configurações.`,
  }),
} as const;

export type ProblemCode = keyof typeof PROBLEMS;
