/**
 * Problems of what a spreadsheet program changed on the way: a workbook saved in a format the site does not read,
 * dates exported month first, line breaks inside cells lost, a CSV saved without its text delimiter, letters a
 * legacy encoding could not hold, cells merged down several rows that the screen shows on every row, or merged over
 * the column titles (docs/site.md#spreadsheet-programs; problem-catalogue.ts gathers every kind).
 */
import { entry, list } from './problem-entry.ts';

/** How to save as .xlsx in each program staff use. */
export const SAVE_AS_XLSX =
  'No Excel: Arquivo › Salvar como › "Pasta de Trabalho do Excel (.xlsx)". No LibreOffice: Arquivo › Salvar como › ' +
  '"Pasta de trabalho do Excel 2007-365 (.xlsx)". No Google Planilhas: Arquivo › Fazer download › ' +
  '"Microsoft Excel (.xlsx)". No Numbers: Arquivo › Exportar para › Excel.';

/** How to unmerge cells in each program. */
const UNMERGE =
  'Excel: Página Inicial › Mesclar e Centralizar › Desfazer Mesclagem de Células; LibreOffice: Formatar › Mesclar e ' +
  'desfazer mesclagem de células › Desfazer mesclagem; Google Planilhas: Formatar › Mesclar células › Desfazer mesclagem.'

export const PROGRAM_PROBLEMS = {
  FORMATO_NAO_LIDO: entry<{ workbook: string; format: string }>({
    severity: 'error',
    title: 'Planilha num formato que o site não lê',
    message: (a) => `A planilha "${a.workbook}" está salva como ${a.format}, um formato que o site não lê; sem ela, as páginas dela ficariam de fora do site.`,
    hint: () => `Salve como .xlsx e deixe na pasta só o .xlsx. ${SAVE_AS_XLSX}`,
  }),
  DATAS_MES_PRIMEIRO: entry<{ example: string; read: string }>({
    severity: 'warning',
    title: 'Datas com o mês primeiro',
    message: (a) =>
      `As datas destes arquivos estão escritas com o mês antes do dia (${a.example} só pode ser mês/dia/ano), como o ` +
      `LibreOffice e o Excel em inglês exportam CSV. Todas as datas destes arquivos foram lidas assim (${a.example} = ${a.read}).`,
    hint: () =>
      'Confira as datas no site. Para exportar com o dia primeiro: no LibreOffice, Ferramentas › Opções › Configurações de ' +
      'idioma › Idiomas › Configuração local "Português (Brasil)"; no Excel, use o Windows em português (Brasil); ou ' +
      'salve como .xlsx, que guarda as datas sem ambiguidade.',
  }),
  DATAS_AMBIGUAS: entry<{ example: string; read: string; other: string }>({
    severity: 'warning',
    title: 'Datas que podem ser lidas de dois jeitos',
    message: (a) =>
      `Nenhuma data destes arquivos mostra se o dia vem antes do mês: foram lidas com o dia primeiro, como no Brasil ` +
      `(${a.example} = ${a.read}). Se o arquivo veio do LibreOffice ou do Excel em inglês, que exportam o mês primeiro, ` +
      `seria ${a.other}.`,
    hint: () =>
      'Confira as datas no site. Para que não reste dúvida, salve a planilha como .xlsx (que guarda as datas como datas) ' +
      'ou escreva as datas como ano-mês-dia (2026-03-04).',
  }),
  DATAS_MISTURADAS: entry<{ dayFirst: string; monthFirst: string }>({
    severity: 'error',
    title: 'Datas em dois formatos',
    message: (a) =>
      `Estes arquivos têm datas com o dia primeiro (${a.dayFirst}) e datas com o mês primeiro (${a.monthFirst}), e não ` +
      'dá para saber como ler as outras (03/04 seria 3 de abril ou 4 de março).',
    hint: () => 'Escreva todas as datas como dia/mês/ano (12/03/2026), ou salve a planilha como .xlsx com células de data.',
  }),
  QUEBRAS_DE_LINHA_PERDIDAS: entry<{ evidence: string[]; surely: boolean }>({
    severity: 'warning',
    title: 'Quebras de linha perdidas',
    message: (a) =>
      `Nenhuma célula desta planilha tem quebra de linha, mas ${a.surely ? 'os textos mostram' : 'alguns textos parecem mostrar'} ` +
      `que tinham: ${list(a.evidence)}. Sem as quebras, títulos (##) e listas do site saem grudados num só parágrafo.`,
    hint: () =>
      'Isso acontece quando o LibreOffice abre um .ods em que as quebras foram gravadas como quebras de linha (como ele ' +
      'mesmo grava ao converter um .xlsx): elas somem ao salvar de novo, como .ods ou como .xlsx. ' +
      'Volte à última versão com as quebras (uma cópia, o histórico de versões do Drive ou do OneDrive, o .xlsx de ' +
      'origem) e, no LibreOffice, salve sempre como .xlsx (formato do Excel), que guarda as quebras. Para conferir, abra ' +
      'a célula: cada item da lista deve estar na sua própria linha (Alt+Enter no Excel, Ctrl+Enter no LibreOffice).',
  }),
  /** `symbol`: a '?' standing alone, for an emoji or a symbol ('? Planejamento'), not inside a word. */
  LETRA_TROCADA_POR_INTERROGACAO: entry<{ column: string; word: string; symbol?: boolean }>({
    severity: 'warning',
    title: 'Letra trocada por "?"',
    message: (a) =>
      a.symbol
        ? `Em "${a.column}", o texto "${a.word}" tem um "?" no lugar de um símbolo ou emoji (como ✨, ✅ ou →): o CSV foi salvo num formato de texto que não guarda esse caractere.`
        : `Em "${a.column}", a palavra "${a.word}" tem um "?" no lugar de uma letra: o CSV foi salvo num formato de texto que não guarda esse caractere.`,
    hint: () =>
      'Corrija a palavra na planilha e exporte o CSV como UTF-8: no Excel, "CSV UTF-8 (delimitado por vírgulas)"; no ' +
      'LibreOffice, marque "Editar as configurações do filtro" e escolha o conjunto de caracteres "Unicode (UTF-8)".',
  }),
  LINK_NAO_PUBLICADO: entry<{ column: string; target: string; shown: string; markdown: boolean }>({
    severity: 'warning',
    title: 'Link da célula não vai para o site',
    message: (a) =>
      `A célula de "${a.column}" mostra "${a.shown}" com um link (Inserir › Link) para ${a.target}, mas o site publica só o ` +
      'texto da célula: o link fica de fora.',
    hint: (a) =>
      a.markdown
        ? `Para um link no texto, escreva-o na própria célula, em volta das palavras que levam ao endereço: [palavras do link](${a.target}). Depois, remova o link da célula (botão direito › Remover link).`
        : 'Esta coluna não publica links: se o endereço deve ir para o site, escreva-o na coluna própria; senão, remova o link da célula (botão direito › Remover link).',
  }),
  CELULAS_MESCLADAS: entry<{ range: string; column: string; firstRow: number; rows: number; others: number }>({
    severity: 'warning',
    title: 'Células mescladas',
    message: (a) =>
      `As células ${a.range} ("${a.column}") estão mescladas: a planilha mostra o valor nas ${a.rows} linhas, mas ele fica ` +
      `guardado só na linha ${a.firstRow}; nas outras o site encontra a célula vazia.` +
      (a.others ? ` Há mais ${a.others} grupo(s) de células mescladas nesta aba.` : ''),
    hint: () => `Desfaça a mesclagem e escreva o valor em cada linha. ${UNMERGE}`,
  }),
  CELULAS_MESCLADAS_NA_LINHA: entry<{ range: string; row: number; column: string; covered: string[]; others: number }>({
    severity: 'warning',
    title: 'Células mescladas numa linha',
    message: (a) =>
      `As células ${a.range} estão mescladas: a planilha mostra o valor de "${a.column}" também sobre ` +
      (a.covered.length === 1 ? `a célula ${a.covered[0]}` : `as células ${a.covered.join(', ')}`) +
      `, mas o arquivo guarda só esse valor; para o site, ${a.covered.length === 1 ? 'ela está vazia' : 'elas estão vazias'}.` +
      (a.others ? ` Há mais ${a.others} grupo(s) de células mescladas em linhas desta aba.` : ''),
    hint: (a) => `Desfaça a mesclagem e escreva em cada coluna da linha ${a.row} o valor dela. ${UNMERGE}`,
  }),
  TITULOS_MESCLADOS: entry<{ range: string; title: string; columns: string[]; headerRow: number }>({
    severity: 'error',
    title: 'Títulos de colunas mesclados',
    message: (a) =>
      `As células ${a.range}${a.title ? `, com o título "${a.title}",` : ''} estão mescladas na linha de títulos: ` +
      (a.columns.length === 1 ? `a coluna ${a.columns[0]} ficou sem título` : `as colunas ${a.columns.join(', ')} ficaram sem título`) +
      ', e o site não lê o que está numa coluna sem título.',
    hint: (a) => `Desfaça a mesclagem e escreva o título de cada coluna na linha ${a.headerRow}. ${UNMERGE}`,
  }),
  CSV_SEM_DELIMITADOR_DE_TEXTO: entry<Record<string, never>>({
    severity: 'error',
    title: 'CSV salvo sem as aspas',
    message: () =>
      'Este CSV foi salvo sem o delimitador de texto (as aspas que cercam cada texto): os textos com quebra de linha ' +
      'foram cortados em várias linhas do arquivo, e não dá para saber onde cada linha da planilha começa. Nada deste ' +
      'arquivo foi lido.',
    hint: () =>
      'Salve o CSV de novo, com as aspas. No LibreOffice: Arquivo › Salvar como, escolha o tipo "Texto CSV (.csv)", ' +
      'marque "Editar configurações do filtro" e, em "Delimitador de texto", escolha " (aspas duplas). Ou salve a ' +
      'planilha como .xlsx, que guarda as quebras de linha sem depender disso.',
  }),
} as const;
