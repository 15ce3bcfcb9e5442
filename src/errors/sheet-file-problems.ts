/**
 * Problems of the sheets folder and its files: missing, damaged, disguised, duplicated or open workbooks, CSV files
 * that break their columns, hand-placed public files (problem-catalogue.ts gathers every kind; a tab's layout is
 * table-layout-problems.ts).
 */
import { entry, list } from './problem-entry.ts';
import { SAVE_AS_XLSX } from './program-problems.ts';

export const SHEET_FILE_PROBLEMS = {
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
  /** `found`: files that look like it under another name ('Serviços.xlsx', 'servicos (1).xlsx'). */
  ARQUIVO_AUSENTE: entry<{ workbook: string; tried: string[]; found?: string[] }>({
    severity: 'error',
    title: 'Planilha não encontrada',
    message: (a) =>
      a.found?.length
        ? `A planilha "${a.workbook}" não está na pasta com o nome que o site lê; há ${list(a.found)}.`
        : `A planilha "${a.workbook}" não está na pasta.`,
    hint: (a) =>
      a.found?.length
        ? /\.[a-z]{2,7}\.[a-z]{2,7}$/i.test(a.found[0])
          ? `"${a.found[0]}" tem a extensão duas vezes (o Windows esconde a última e mostra "${a.found[0].replace(/\.[a-z]{2,7}$/i, '')}"): ` +
            `renomeie-a para "${a.tried[0].replace(/\.[a-z]+$/, '')}", sem extensão, ou ative "Extensões de nomes de arquivos" na guia Exibir do Explorador de Arquivos.`
          : `Se "${a.found[0]}" é a versão atual, renomeie-a para "${a.tried[0]}".`
        : `Salve a planilha com um destes nomes: ${list(a.tried)}.`,
  }),
  /** The workbook's lock file (src/read/open-workbooks.ts) is newer than its last save. */
  PLANILHA_ABERTA: entry<{ file: string; who: string | null; lock: string }>({
    severity: 'warning',
    title: 'Planilha aberta sem salvar',
    message: (a) =>
      `${a.file} está aberta${a.who ? ` (${a.who})` : ''} e não foi salva desde que foi aberta: o site usa a última versão salva, ` +
      'sem o que ainda não foi salvo.',
    hint: (a) =>
      `Salve a planilha e confira de novo. Se ninguém está com ela aberta (o programa fechou de repente), apague o arquivo "${a.lock}" da pasta.`,
  }),
  PLANILHA_IGNORADA: entry<{ workbooks: string[] }>({
    severity: 'warning',
    title: 'Planilha que o site não lê',
    message: () => 'Este arquivo não é uma das planilhas do site e não foi lido.',
    hint: (a) =>
      `O site lê só as planilhas chamadas ${list(a.workbooks)} (.xlsx, .ods ou .csv). Se este arquivo é uma delas, ` +
      'renomeie-o; se não, tire-o da pasta.',
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
    hint: (a) => `Renomeie o arquivo para ${a.csvName} (um arquivo por aba), ou abra-o no programa de planilhas e salve como .xlsx. ${SAVE_AS_XLSX}`,
  }),
  PLANILHA_TEXTO_SEM_COLUNAS: entry<{ extension: string }>({
    severity: 'error',
    title: 'Arquivo de texto com nome de planilha',
    message: (a) => `O arquivo tem a extensão ${a.extension}, mas é um texto comum, sem colunas: não é uma planilha.`,
    hint: () => 'Copie de novo a planilha a partir do original, ou abra o original no Excel, LibreOffice ou Google Planilhas e salve como .xlsx.',
  }),
  PLANILHA_XLS: entry<{ extension: string }>({
    severity: 'error',
    title: 'Formato antigo do Excel',
    message: (a) => `O arquivo tem a extensão ${a.extension}, mas está no formato antigo do Excel (.xls), que o site não lê.`,
    // Excel, LibreOffice ("Excel 97-2003") and a download from Google Planilhas all write .xls: whoever renamed it
    // may use any of them.
    hint: () => `Abra o arquivo no programa de planilhas e salve de novo, agora como .xlsx. ${SAVE_AS_XLSX}`,
  }),
  PLANILHA_PROTEGIDA: entry<Record<string, never>>({
    severity: 'error',
    title: 'Planilha protegida por senha',
    message: () => 'A planilha está protegida por senha, e o site não consegue abri-la.',
    hint: () =>
      'Abra no Excel, vá em Arquivo › Informações › Proteger Pasta de Trabalho › Criptografar com Senha, apague a senha e salve. ' +
      'No LibreOffice: Arquivo › Salvar como, desmarque "Salvar com senha" e salve.',
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
  ABA_GRANDE_DEMAIS: entry<{ megabytes: number; limitMb: number }>({
    severity: 'error',
    title: 'Aba grande demais',
    message: (a) =>
      `Aberta, a aba ocupa ${a.megabytes.toLocaleString('pt-BR')} MB; o site lê abas de até ${a.limitMb} MB (mais de 200.000 linhas de perguntas e respostas como as do exemplo).`,
    hint: () =>
      'Talvez algo tenha sido colado ou arrastado até o fim da planilha: apague as linhas que sobram (selecione-as, botão direito › Excluir) e salve. Se o catálogo é mesmo desse tamanho, divida os textos longos ou fale com quem cuida do site.',
  }),
  PLANILHA_DEMOROU: entry<{ seconds: number }>({
    severity: 'error',
    title: 'Leitura interrompida',
    message: (a) => `A leitura passou de ${a.seconds} segundos de processamento (ou do limite de memória) e foi interrompida: o arquivo provavelmente está danificado.`,
    hint: () => 'Copie de novo a partir do original, ou abra no Excel ou LibreOffice e salve de novo como .xlsx ou .ods.',
  }),
  CSV_ASPA_SEM_FECHAR: entry<{ lines: number }>({
    severity: 'error',
    title: 'Aspa sem fechar no CSV',
    message: (a) =>
      `O texto desta célula começa com uma aspa (") que não foi fechada no fim dele: ` +
      `${a.lines === 1 ? 'a linha seguinte do arquivo entrou' : `as ${a.lines} linhas seguintes do arquivo entraram`} nesta ` +
      'célula, e as linhas da planilha que estavam ali sumiriam do site.',
    hint: () =>
      'Feche a aspa no fim do texto desta célula ("Dói muito?") ou tire-a; ou abra o CSV no Excel, LibreOffice ou Google ' +
      'Planilhas, corrija a célula e salve de novo: eles põem as aspas sozinhos.',
  }),
  CSV_CAMPOS_A_MAIS: entry<{ fields: number; columns: number }>({
    severity: 'error',
    title: 'Texto dividido no CSV',
    message: (a) =>
      `A linha tem ${a.fields} campos e o título tem ${a.columns} colunas: um texto com vírgula ou ponto e vírgula sem aspas ` +
      'foi dividido, e a parte que passou da última coluna ficaria fora do site.',
    hint: () =>
      'Ponha entre aspas o texto que tem o separador ("A dor é forte, ou fraca?"), ou abra o CSV no Excel, LibreOffice ou ' +
      'Google Planilhas, corrija a linha e salve de novo: eles põem as aspas sozinhos.',
  }),
    PUBLICO_NAO_COPIADO: entry<{ reason: string }>({
    severity: 'error',
    title: 'Arquivo de publico/ não copiado',
    message: (a) => `Este arquivo não pode ir para o site: ${a.reason}.`,
    hint: () => 'A pasta publico/ guarda arquivos pequenos que o site publica como estão (CNAME, a verificação do Google): tire dela o que não é isso.',
  }),
  PUBLICO_COLIDE: entry<Record<string, never>>({
    severity: 'error',
    title: 'Arquivo de publico/ no lugar de uma página',
    message: () => 'O site gera um arquivo com esse mesmo caminho (uma página, uma imagem ou um arquivo de configuração).',
    hint: () => 'Apague esse arquivo da pasta publico/ ou mude o nome dele: o que o site gera não pode ser substituído por ela.',
  }),
  ARQUIVOS_NAO_MANTIDOS: entry<{ folder: string; files: string[] }>({
    severity: 'warning',
    title: 'Arquivos postos à mão na pasta de saída',
    message: (a) =>
      `${list(a.files)} ${a.files.length === 1 ? 'estava' : 'estavam'} em ${a.folder}/ sem ter${a.files.length === 1 ? '' : 'em'} sido ${a.files.length === 1 ? 'gerado' : 'gerados'} pelo clinic-site e não ` +
      `${a.files.length === 1 ? 'está' : 'estão'} no site novo (a pasta anterior fica ao lado, como .${a.folder.replace(/.*\//, '')}.anterior-…, até a próxima geração).`,
    hint: () => 'Para que um arquivo fique no site a cada geração (CNAME, verificação do Google), ponha-o na pasta publico/, dentro da pasta das planilhas.',
  }),
    PLANILHA_REPETIDA: entry<{ workbook: string; files: string[] }>({
    severity: 'error',
    title: 'Duas versões da mesma planilha',
    message: (a) => `Há mais de uma versão da planilha "${a.workbook}": ${list(a.files)}. Não dá para saber qual é a atual.`,
    hint: () => 'Deixe na pasta só a versão atual, com o nome que o site lê (sem "(1)", "Cópia" nem acentos), e mova as outras para fora dela.',
  }),
} as const;
