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
  PASTA_AUSENTE: entry<{ folder: string; reason: string }>({
    severity: 'error',
    title: 'Pasta das planilhas não encontrada',
    message: (a) => `A pasta "${a.folder}" não pode ser usada: ${a.reason}.`,
    hint: () => 'Confira o nome da pasta em --sheets (o padrão é a pasta "sheets" onde o comando é executado).',
  }),
  IMAGEM_ILEGIVEL: entry<{ file: string; reason: string }>({
    severity: 'warning',
    title: 'Arquivo ilegível na pasta de imagens',
    message: (a) => `"${a.file}" não pôde ser lido (${a.reason}) e foi ignorado.`,
    hint: () => 'Se a imagem é usada, copie o arquivo de verdade para a pasta; se não, apague-o.',
  }),
  ARQUIVO_AUSENTE: entry<{ workbook: string; tried: string[] }>({
    severity: 'error',
    title: 'Planilha não encontrada',
    message: (a) => `A planilha "${a.workbook}" não está na pasta.`,
    hint: (a) => `Salve a planilha com um destes nomes: ${list(a.tried)}.`,
  }),
  ARQUIVO_ILEGIVEL: entry<{ reason: string }>({
    severity: 'error',
    title: 'Planilha ilegível',
    /** `reason` is Portuguese (src/read/file-errors.ts), never a library's English message. */
    message: (a) => `Não foi possível ler o arquivo: ${a.reason}.`,
    hint: () => 'Abra o arquivo no Excel, LibreOffice ou Google Planilhas e salve de novo como .xlsx, .ods ou .csv.',
  }),
  PLANILHA_VAZIA: entry<Record<string, never>>({
    severity: 'error',
    title: 'Planilha vazia',
    message: () => 'O arquivo está vazio (0 bytes): talvez a cópia ou o download não tenha terminado.',
    hint: () => 'Copie de novo a planilha a partir do original, ou abra o original e salve de novo nesta pasta.',
  }),
  PLANILHA_EM_TEXTO: entry<{ extension: string; separator: string; csvName: string }>({
    severity: 'error',
    title: 'Arquivo de texto com nome de planilha',
    message: (a) => `O arquivo tem a extensão ${a.extension}, mas é um texto separado por ${a.separator === '\t' ? 'tabulações' : `"${a.separator}"`} (CSV).`,
    hint: (a) => `Renomeie o arquivo para ${a.csvName} (um arquivo por aba), ou abra no Excel e use "Salvar como" › "Pasta de Trabalho do Excel (.xlsx)".`,
  }),
  PLANILHA_XLS: entry<{ extension: string }>({
    severity: 'error',
    title: 'Formato antigo do Excel',
    message: (a) => `O arquivo tem a extensão ${a.extension}, mas está no formato antigo do Excel (.xls), que o site não lê.`,
    hint: () => 'Abra no Excel e use "Salvar como" › "Pasta de Trabalho do Excel (.xlsx)".',
  }),
  PLANILHA_PROTEGIDA: entry<Record<string, never>>({
    severity: 'error',
    title: 'Planilha protegida por senha',
    message: () => 'A planilha está protegida por senha, e o site não consegue abri-la.',
    hint: () => 'Abra no Excel, vá em Arquivo › Informações › Proteger Pasta de Trabalho › Criptografar com Senha, apague a senha e salve.',
  }),
  PLANILHA_DANIFICADA: entry<Record<string, never>>({
    severity: 'error',
    title: 'Planilha danificada',
    message: () => 'O arquivo está danificado ou incompleto e não pode ser aberto.',
    hint: () => 'Copie de novo a partir do original, ou abra no Excel ou LibreOffice (que podem oferecer reparar o arquivo) e salve de novo.',
  }),
  PLANILHA_GRANDE_DEMAIS: entry<{ expandedMb: number; limitMb: number }>({
    severity: 'error',
    title: 'Planilha grande demais',
    message: (a) => `Aberta, a planilha ocuparia ${a.expandedMb} MB; o limite é ${a.limitMb} MB.`,
    hint: () => 'Apague as abas, linhas e imagens que o site não usa e salve de novo (um catálogo costuma ter poucas centenas de linhas).',
  }),
  ABA_GRANDE_DEMAIS: entry<{ rows: number; max: number }>({
    severity: 'error',
    title: 'Aba com linhas demais',
    message: (a) => `A aba tem mais de ${a.max.toLocaleString('pt-BR')} linhas preenchidas, o máximo que o site lê.`,
    hint: () => 'Talvez algo tenha sido colado ou arrastado até o fim da planilha: apague as linhas que sobram (selecione-as, botão direito › Excluir).',
  }),
  PLANILHA_DEMOROU: entry<{ seconds: number }>({
    severity: 'error',
    title: 'Leitura interrompida',
    message: (a) => `A leitura passou de ${a.seconds} segundos (ou do limite de memória) e foi interrompida: o arquivo provavelmente está danificado.`,
    hint: () => 'Copie de novo a partir do original, ou abra no Excel ou LibreOffice e salve de novo como .xlsx ou .ods.',
  }),
  PLANILHA_REPETIDA: entry<{ workbook: string; files: string[] }>({
    severity: 'error',
    title: 'Duas versões da mesma planilha',
    message: (a) => `Há mais de uma versão da planilha "${a.workbook}": ${list(a.files)}. Não dá para saber qual é a atual.`,
    hint: () => 'Deixe na pasta só a versão atual e mova as outras para fora dela.',
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
  TITULOS_FORA_DO_LUGAR: entry<{ title: string; headerRow: number }>({
    severity: 'warning',
    title: 'Linha acima dos títulos das colunas',
    message: (a) => `O texto "${a.title}" está acima dos títulos das colunas (linha ${a.headerRow}) e foi ignorado.`,
    hint: () => 'Os títulos das colunas devem ficar na primeira linha da aba: apague as linhas acima deles.',
  }),
  TIPO_DE_CELULA: entry<{ column: string; kind: 'data' | 'erro' | 'booleano' }>({
    severity: 'error',
    title: 'Tipo de célula errado',
    message: (a) =>
      a.kind === 'erro'
        ? `A célula de "${a.column}" tem um erro de fórmula.`
        : a.kind === 'data'
          ? `A célula de "${a.column}" está formatada como data ou hora, e o valor guardado não é o que foi digitado.`
          : `A célula de "${a.column}" tem um valor verdadeiro/falso.`,
    hint: (a) =>
      a.kind === 'erro'
        ? 'Corrija a fórmula ou digite o valor direto na célula.'
        : 'Formate a célula como "Texto" ou "Número" (Página Inicial › Número) e digite o valor de novo.',
  }),
  LINHAS_OCULTAS: entry<{ rows: string; count: number }>({
    severity: 'warning',
    title: 'Linhas ocultas serão publicadas',
    message: (a) => `${a.count === 1 ? 'A linha' : 'As linhas'} ${a.rows} ${a.count === 1 ? 'está oculta' : 'estão ocultas'} na planilha, mas ${a.count === 1 ? 'vai' : 'vão'} para o site como as outras.`,
    hint: () => 'Se não devem ir para o site, apague essas linhas; se devem, reexiba-as (botão direito › Reexibir) para conferir o que será publicado.',
  }),
  CELULAS_FORA_DA_TABELA: entry<{ count: number; maxColumn: string }>({
    severity: 'warning',
    title: 'Células longe da tabela',
    message: (a) => `${a.count} célula(s) preenchida(s) depois da coluna ${a.maxColumn} foram ignoradas.`,
    hint: () => 'Apague o que foi digitado longe da tabela (Ctrl+End no Excel leva até a última célula usada).',
  }),
  CELULAS_ABAIXO_DA_TABELA: entry<{ lastRow: number; max: number }>({
    severity: 'warning',
    title: 'Células longe da tabela',
    message: (a) => `A aba diz usar até a linha ${a.lastRow.toLocaleString('pt-BR')}; o que estiver depois da linha ${a.max.toLocaleString('pt-BR')} foi ignorado.`,
    hint: () => 'Apague o que foi digitado longe da tabela (Ctrl+End no Excel leva até a última célula usada) e salve.',
  }),
  CARACTERE_DE_CONTROLE: entry<{ column: string }>({
    severity: 'error',
    title: 'Caractere invisível',
    message: (a) => `A célula de "${a.column}" tem caracteres de controle invisíveis (colados de outro programa).`,
    hint: () => 'Apague o conteúdo da célula e digite o texto de novo (ou cole com Ctrl+Shift+V, só o texto).',
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
  COORDENADA_FORA_DO_INTERVALO: entry<{ field: string; min: number; max: number }>({
    severity: 'error',
    title: 'Coordenada impossível',
    message: (a) => `A ${a.field.toLowerCase()} precisa estar entre ${a.min} e ${a.max}.`,
    hint: () => 'Copie as coordenadas do Google Maps (botão direito no endereço › o primeiro item são latitude e longitude, ex.: -23.5986, -46.6652).',
  }),
  HORARIO_INVERTIDO: entry<{ opens: string; closes: string }>({
    severity: 'error',
    title: 'Horário invertido',
    message: (a) => `A clínica fecharia (${a.closes}) antes de abrir (${a.opens}).`,
    hint: () => 'Confira as colunas "Abre" e "Fecha": a hora de abrir vem antes da de fechar, no mesmo dia (ex.: 08:00 e 18:00).',
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
    title: 'Arquivo não é uma imagem',
    message: (a) => `"${a.file}" não é uma imagem que o site consiga usar (o conteúdo do arquivo não é de uma foto nem de um desenho SVG).`,
    hint: () => 'Use fotos JPG, PNG, WebP ou AVIF, ou desenhos SVG. Se o arquivo veio de outro programa, abra-o e salve (ou exporte) como JPG.',
  }),
  // The image stage (src/images): what the build finds when it opens, downloads and converts each image.
  IMAGEM_HEIC: entry<{ file: string }>({
    severity: 'error',
    title: 'Foto em formato HEIC (iPhone)',
    message: (a) =>
      `"${a.file}" é uma foto HEIC, o formato padrão do iPhone, que o gerador do site não consegue abrir.` +
      (/\.hei[cf]$/i.test(a.file) ? '' : ' O nome do arquivo não diz, mas o conteúdo é HEIC.'),
    hint: () =>
      'Salve a foto como JPEG. No iPhone, em Ajustes › Câmera › Formatos, escolha "Mais Compatível": as próximas fotos já saem em JPEG. Para uma foto já tirada, abra-a no computador (Fotos do Windows ou Pré-Visualização do Mac) e exporte como JPEG.',
  }),
  IMAGEM_CORROMPIDA: entry<{ file: string; reason: string }>({
    severity: 'error',
    title: 'Imagem danificada',
    message: (a) => `Não foi possível abrir "${a.file}": o arquivo está danificado ou incompleto (${a.reason}).`,
    hint: () => 'Copie a imagem de novo a partir do original (celular, computador, e-mail). Se ela abrir lá, salve-a de novo como JPEG.',
  }),
  IMAGEM_GRANDE_DEMAIS: entry<{ file: string; megabytes: number; max: number }>({
    severity: 'error',
    title: 'Imagem grande demais',
    message: (a) => `"${a.file}" tem ${a.megabytes} MB; o limite é ${a.max} MB.`,
    hint: () => 'Use a foto como o celular salva (até uns 10 MB) ou reduza-a no computador para até 4000 pixels de largura.',
  }),
  IMAGEM_PEQUENA: entry<{ file: string; width: number; slot: string; needed: number }>({
    severity: 'warning',
    title: 'Imagem pequena para o lugar',
    message: (a) => `"${a.file}" tem ${a.width} pixels de largura; ${a.slot} mostra até ${a.needed} pixels, e ela vai parecer borrada.`,
    hint: (a) => `Use uma imagem com pelo menos ${a.needed} pixels de largura. A foto original do celular serve: o site a reduz sozinho.`,
  }),
  IMAGEM_PROPORCAO: entry<{ file: string; width: number; height: number }>({
    severity: 'warning',
    title: 'Imagem estreita ou comprida demais',
    message: (a) => `"${a.file}" tem ${a.width}×${a.height} pixels: as páginas mostram as imagens mais perto de um retângulo 3:2, e boa parte dela será cortada.`,
    hint: () => 'Recorte a imagem perto de 3:2 ou 4:3 (deitada) antes de usar.',
  }),
  IMAGEM_REMOTA_FALHOU: entry<{ url: string; reason: string }>({
    severity: 'error',
    title: 'Imagem do endereço não foi baixada',
    message: (a) => `Não foi possível baixar a imagem de ${a.url}: ${a.reason}.`,
    hint: () => 'Abra o endereço no navegador e confira se ele mostra só a foto. Ou salve a foto na pasta imagens e escreva o nome do arquivo na célula.',
  }),
  IMAGEM_REMOTA_EM_CACHE: entry<{ url: string; reason: string }>({
    severity: 'warning',
    title: 'Imagem do endereço: usada a cópia anterior',
    message: (a) => `Não foi possível baixar a imagem de ${a.url} agora (${a.reason}); o site usa a cópia baixada numa geração anterior.`,
    hint: () => 'Se a foto mudou nesse endereço, gere o site de novo quando o endereço voltar a responder.',
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
