/**
 * Problems of a tab's layout: tabs missing, extra, hidden or repeated; columns and fields missing, unknown or
 * repeated; a header row out of place; cells of a kind the column cannot take, hidden rows and columns, cells outside
 * the table or without a title (problem-catalogue.ts gathers every kind).
 */
import { entry, list } from './problem-entry.ts';

export const TABLE_LAYOUT_PROBLEMS = {
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
