/**
 * Problems of the sheets folder and its files: missing, damaged, disguised or duplicated workbooks, tabs, columns,
 * header rows and cells that are not what they seem (problem-catalogue.ts gathers every kind).
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
  /** `csvName` when the workbook is a set of CSV files: the tab is then a file to export, not a tab to create. */
  ABA_AUSENTE: entry<{ tab: string; available: string[]; candidates?: string[]; csvName?: string }>({
    severity: 'error',
    title: 'Aba não encontrada',
    message: (a) => (a.csvName ? `Falta o arquivo CSV da aba "${a.tab}".` : `Falta a aba "${a.tab}".`),
    hint: (a) => {
      if (a.csvName) {
        return (
          `Exporte a aba "${a.tab}" da planilha como CSV e salve nesta pasta com o nome "${a.csvName}" (o nome que o ` +
          `LibreOffice dá, como "${a.csvName.replace(/-.*/, '')}-${a.tab}.csv", também serve: maiúsculas, acentos e espaços não importam).`
        );
      }
      // Only the tabs that may be it renamed (not another tab the site reads): older problems carry no candidates.
      const candidates = a.candidates ?? a.available;
      const found = a.available.length ? `As abas encontradas são ${list(a.available)}. ` : '';
      const create = `crie uma aba chamada "${a.tab}" com a linha de títulos das colunas, como na planilha de exemplo`;
      if (!candidates.length) return `${found}${create[0]!.toUpperCase()}${create.slice(1)}.`;
      return `${found}Se a aba ${candidates.length > 1 ? `certa for uma de ${list(candidates)}` : `certa for ${list(candidates)}`}, renomeie-a para "${a.tab}"; senão, ${create}.`;
    },
  }),
  ABA_IGNORADA: entry<{ tabs: string[]; read: string[] }>({
    severity: 'warning',
    title: 'Aba que o site não lê',
    message: (a) =>
      a.tabs.length === 1
        ? `A aba "${a.tabs[0]}" tem conteúdo, mas não é uma das abas do site: nada dela vai para o site.`
        : `As abas ${list(a.tabs)} têm conteúdo, mas não são abas do site: nada delas vai para o site.`,
    hint: (a) =>
      `O site lê só ${a.read.length === 1 ? 'a aba' : 'as abas'} ${list(a.read)} desta planilha. Se há linhas para o site ` +
      'nessa aba, passe-as para a aba certa; se é uma aba de trabalho da equipe, pode deixá-la (este aviso continua).',
  }),
  ABA_OCULTA: entry<{ tab: string }>({
    severity: 'warning',
    title: 'Aba oculta será publicada',
    message: (a) => `A aba "${a.tab}" está oculta na planilha, mas o que está nela vai para o site como o resto.`,
    hint: () =>
      'Ocultar uma aba não tira nada do site. Para tirar do site o que ela tem, apague essas linhas; para conferir o que ' +
      'será publicado, reexiba a aba (botão direito sobre uma aba › Reexibir).',
  }),
  ABA_REPETIDA: entry<{ tab: string; names: string[] }>({
    severity: 'error',
    title: 'Duas abas com o mesmo nome',
    message: (a) => `As abas ${list(a.names)} têm o nome da aba "${a.tab}" (maiúsculas, acentos e espaços não importam): não dá para saber qual é a atual.`,
    hint: (a) => `Deixe só uma aba "${a.tab}", a atual: apague a outra ou dê a ela outro nome.`,
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
  /** `missing`: the names of the tab's required rows not found, one of which this row most often is. */
  CAMPO_DESCONHECIDO: entry<{ field: string; missing: string[] }>({
    severity: 'warning',
    title: 'Linha ignorada',
    message: (a) =>
      a.field
        ? `A linha "${a.field}" não é usada pelo site e foi ignorada.`
        : 'A linha tem um valor, mas a primeira coluna (o nome da informação) está vazia: o site não sabe o que ela é e a ignorou.',
    hint: (a) =>
      a.missing.length
        ? `Se esta linha é ${a.missing.length === 1 ? `"${a.missing[0]}", que falta na aba, escreva esse nome` : `uma das que faltam na aba (${list(a.missing)}), escreva o nome dela`} na primeira coluna.`
        : 'Confira o nome na primeira coluna: os nomes estão na aba Instruções de uma planilha criada com "clinic-site init". Se a linha não é para o site, apague-a.',
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
  /** `shown`: for a percentage, what the sheet shows ('400%'). */
  TIPO_DE_CELULA: entry<{ column: string; kind: 'data' | 'erro' | 'booleano' | 'porcentagem' | 'formula'; shown?: string }>({
    severity: 'error',
    title: 'Tipo de célula errado',
    message: (a) =>
      a.kind === 'formula'
        ? `A célula de "${a.column}" tem uma fórmula, mas o arquivo não guarda o resultado dela (foi gravado por um programa que não calcula fórmulas): o site não sabe o valor que a planilha mostra.`
        : a.kind === 'erro'
        ? `A célula de "${a.column}" tem um erro de fórmula.`
        : a.kind === 'data'
          ? `A célula de "${a.column}" está formatada como data ou hora, e o valor guardado não é o que foi digitado.`
          : a.kind === 'porcentagem'
            ? `A célula de "${a.column}" está formatada como porcentagem: a planilha mostra ${a.shown ?? 'um valor com %'}, mas guarda um centésimo disso, e é esse número que o site leria.`
            : `A célula de "${a.column}" tem um valor verdadeiro/falso.`,
    hint: (a) =>
      a.kind === 'formula'
        ? 'Abra o arquivo no Excel, LibreOffice ou Google Planilhas e salve de novo (ao salvar, o resultado das fórmulas é guardado), ou digite o valor direto na célula.'
        : a.kind === 'erro'
        ? 'Corrija a fórmula ou digite o valor direto na célula.'
        : 'Formate a célula como "Texto" ou "Número" (Página Inicial › Número) e digite o valor de novo.',
  }),
  LINHAS_OCULTAS: entry<{ rows: string; count: number }>({
    severity: 'warning',
    title: 'Linhas ocultas serão publicadas',
    message: (a) => `${a.count === 1 ? 'A linha' : 'As linhas'} ${a.rows} ${a.count === 1 ? 'está oculta' : 'estão ocultas'} na planilha, mas ${a.count === 1 ? 'vai' : 'vão'} para o site como as outras.`,
    hint: () => 'Se não devem ir para o site, apague essas linhas; se devem, reexiba-as (botão direito › Reexibir) para conferir o que será publicado.',
  }),
  COLUNAS_OCULTAS: entry<{ columns: string[] }>({
    severity: 'warning',
    title: 'Colunas ocultas serão publicadas',
    message: (a) =>
      a.columns.length === 1
        ? `A coluna "${a.columns[0]}" está oculta na planilha, mas o que está nela vai para o site como o resto.`
        : `As colunas ${list(a.columns)} estão ocultas na planilha, mas o que está nelas vai para o site como o resto.`,
    hint: () =>
      'Ocultar uma coluna não tira nada do site. Para tirar um texto, apague-o das células (numa coluna obrigatória, ' +
      'escreva o texto novo); para conferir o que será publicado, reexiba as colunas (selecione as colunas dos dois lados, botão direito › Reexibir).',
  }),
  CELULAS_FORA_DA_TABELA: entry<{ count: number; maxColumn: string }>({
    severity: 'warning',
    title: 'Células longe da tabela',
    message: (a) => `${a.count} célula(s) preenchida(s) depois da coluna ${a.maxColumn} foram ignoradas.`,
    hint: () => 'Apague o que foi digitado longe da tabela (Ctrl+End no Excel leva até a última célula usada).',
  }),
  CELULAS_SEM_TITULO: entry<{ count: number; cell: string }>({
    severity: 'warning',
    title: 'Texto numa coluna sem título',
    message: (a) =>
      a.count === 1
        ? `A célula ${a.cell} tem texto numa coluna sem título: o site não lê essa coluna.`
        : `${a.count.toLocaleString('pt-BR')} células têm texto em colunas sem título (a primeira é ${a.cell}): o site não lê essas colunas.`,
    hint: () =>
      'Se o texto é para aparecer no site, mova-o para a coluna certa (ou dê à coluna um dos títulos que o site usa); se é uma anotação da equipe, pode ficar onde está.',
  }),
  CARACTERE_DE_CONTROLE: entry<{ column: string }>({
    severity: 'error',
    title: 'Caractere invisível',
    message: (a) => `A célula de "${a.column}" tem caracteres de controle invisíveis (colados de outro programa).`,
    hint: () => 'Apague o conteúdo da célula e digite o texto de novo (ou cole com Ctrl+Shift+V, só o texto).',
  }),
} as const;
