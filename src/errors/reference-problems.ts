/**
 * Problems across rows and sheets: repeated slugs, questions and references naming an item that does not exist,
 * addresses glued together on one line, two pages claiming one address (problem-catalogue.ts gathers every kind).
 */
import { entry, list } from './problem-entry.ts';

/** Several addresses on one line of a list cell ("botox, preenchimento-labial"): read as one address that does not exist. */
const sameLineMessage = (line: string, separator: string) => `"${line}" são vários endereços na mesma linha da célula, separados por "${separator}".`;
const ONE_PER_LINE_HINT =
  'Coloque um endereço por linha dentro da célula: Alt+Enter entre eles no Excel, Ctrl+Enter no LibreOffice e no Google Planilhas.';

/** The advice when the catalogue has rows whose own slug is empty, refused or repeated: fix those first, delete nothing. */
const sameItemHint = (where: string, rows: string) =>
  `Talvez seja o item ${rows.includes(',') || rows.includes('–') ? 'de uma das linhas' : 'da linha'} ${rows} (${where}), cujo endereço está vazio, inválido ou repetido: corrija-o lá primeiro, sem apagar nada aqui, e confira de novo.`;

export const REFERENCE_PROBLEMS = {
  SLUG_REPETIDO: entry<{ slug: string; firstRow: number }>({
    severity: 'error',
    title: 'Endereço repetido',
    message: (a) => `O endereço "${a.slug}" já é usado na linha ${a.firstRow}.`,
    hint: () => 'Cada item precisa de um endereço diferente: mude um dos dois ou apague a linha repetida.',
  }),
  /** `badRows`: rows of that catalogue whose own slug is empty or refused ('3, 7–9'): the item may be one of them. */
  PERGUNTA_SEM_ITEM: entry<{ slug: string; sheet: string; badRows?: string }>({
    severity: 'error',
    title: 'Pergunta de item inexistente',
    message: (a) => `A pergunta é do item "${a.slug}", que não existe na aba "${a.sheet}".`,
    hint: (a) => (a.badRows ? sameItemHint(`aba "${a.sheet}"`, a.badRows) : 'Corrija o endereço para o de um item existente, ou apague a pergunta.'),
  }),
  /** `separator`: the addresses were written on one line of the cell, separated by it (',' or ';'). */
  REFERENCIA_DESCONHECIDA: entry<{ slug: string; catalogue: string; badRows?: string; separator?: string }>({
    severity: 'error',
    title: 'Item relacionado inexistente',
    message: (a) => (a.separator ? sameLineMessage(a.slug, a.separator) : `"${a.slug}" não existe na planilha de ${a.catalogue}.`),
    hint: (a) =>
      a.separator ? ONE_PER_LINE_HINT : a.badRows ? sameItemHint(`planilha de ${a.catalogue}`, a.badRows) : 'Corrija o endereço (slug) ou apague essa linha da célula.',
  }),
  SERVICO_DO_PROTOCOLO_DESCONHECIDO: entry<{ slug: string; badRows?: string; separator?: string }>({
    severity: 'warning',
    title: 'Serviço do protocolo inexistente',
    message: (a) =>
      a.separator ? sameLineMessage(a.slug, a.separator) : `O serviço "${a.slug}" não existe na planilha de serviços e não aparecerá na página do protocolo.`,
    hint: (a) =>
      a.separator ? ONE_PER_LINE_HINT : a.badRows ? sameItemHint('planilha de serviços', a.badRows) : 'Corrija o endereço (slug) do serviço ou apague essa linha da célula.',
  }),
  /** Several addresses of a list cell with nothing between them: the cell's line breaks were lost (./program-problems.ts). */
  ENDERECOS_COLADOS: entry<{ text: string; parts: string[] }>({
    severity: 'error',
    title: 'Endereços colados',
    message: (a) =>
      `"${a.text}" são ${a.parts.length} endereços colados, sem a quebra de linha entre eles: ${list(a.parts)}. ` +
      'Assim o site não encontra nenhum deles.',
    hint: () =>
      `${ONE_PER_LINE_HINT} Se as quebras sumiram em várias células ao salvar, veja o aviso "Quebras de linha perdidas" e salve a planilha de novo a partir do arquivo original.`,
  }),
  ROTA_DUPLICADA: entry<{ route: string; other: string }>({
    severity: 'error',
    title: 'Duas páginas no mesmo endereço',
    message: (a) => `Duas páginas usariam o endereço ${a.route}; a outra vem de ${a.other}.`,
    hint: () => 'Mude o endereço (slug) de uma delas.',
  }),
} as const;
