/**
 * Problems of what a cell says: required, allowed and formatted values, dates, hours and coordinates (the checks
 * across rows and sheets are in reference-problems.ts).
 */
import { entry, list } from './problem-entry.ts';

/** A day a month lacks, the month by name: 31 of 'fevereiro' 2026, which goes up to the 28th. */
interface NamedMissingDay {
  day: number;
  month: string;
  year: number;
  lastDay: number;
}
const noSuchDay = (m: NamedMissingDay) => `${m.month} de ${m.year} não tem dia ${m.day}`;
const lastDayText = (m: NamedMissingDay) => `${m.month} de ${m.year} vai até o dia ${m.lastDay}`;

export const CELL_VALUE_PROBLEMS = {
  TEXTO_ENGOLIDO: entry<{ opening: string; closing: string; lost: string }>({
    severity: 'warning',
    title: 'Parte do texto não vai aparecer',
    message: (a) => `O texto tem "${a.opening}" sem o "${a.closing}" que o fecha: tudo o que vem depois${a.lost ? ` ("${a.lost}")` : ''} some da página publicada.`,
    hint: (a) =>
      `Apague "${a.opening}" do texto, ou feche-o com "${a.closing}". Para mostrar esse código como texto, escreva-o entre crases: \`${a.opening}\`.`,
  }),
  VALOR_OBRIGATORIO: entry<{ column: string; description: string }>({
    severity: 'error',
    title: 'Célula vazia',
    message: (a) => `Falta preencher a coluna "${a.column}" nesta linha: ela é obrigatória.`,
    hint: (a) => `Preencha: ${a.description}`,
  }),
  LINHA_COM_VALOR_SOLTO: entry<{ values: { value: string; column: string }[]; empty: string[] }>({
    severity: 'error',
    title: 'Linha com um valor solto',
    message: (a) =>
      `A linha tem só ${a.values.map((v) => `"${v.value}" na coluna "${v.column}"`).join(' e ')}; as colunas obrigatórias ${list(a.empty)} estão vazias.`,
    hint: () =>
      'Se a linha não é um item do site (algo digitado ou colado por engano, uma linha de totais ou uma anotação), apague o ' +
      'que está nela ou leve-o para outra aba. Se é, preencha as colunas obrigatórias.',
  }),
  /** `from`: the first column whose value moved, when the row's first cells are in place (a cell inserted or deleted). */
  LINHA_DESLOCADA: entry<{ value: string; found: string; belongs: string; columns: number; direction: 'direita' | 'esquerda'; from: string | null; cells: string; to: string }>({
    severity: 'error',
    title: 'Linha fora do lugar',
    message: (a) =>
      `Os valores desta linha${a.from ? ` a partir da coluna ${a.from}` : ''} estão ${a.columns === 1 ? 'uma coluna' : `${a.columns} colunas`} à ${a.direction} de onde deveriam: ` +
      `"${a.value}" está na coluna ${a.found}, e é de ${a.belongs}. Por isso cada coluna da linha parece errada.`,
    hint: (a) => `Selecione as células ${a.cells}, recorte (Ctrl+X) e cole a partir de ${a.to}. Depois confira de novo.`,
  }),
  VALOR_FORA_DA_LISTA: entry<{ column: string; allowed: string[] }>({
    severity: 'error',
    title: 'Valor não permitido',
    message: (a) => `O valor não é uma das opções de "${a.column}".`,
    hint: (a) => `Use um destes valores: ${list(a.allowed)}.`,
  }),
  /** `invisible`: the cell holds a character that takes no room on screen (a zero-width space pasted with the text). */
  SLUG_INVALIDO: entry<{ suggestion: string; invisible?: boolean }>({
    severity: 'error',
    title: 'Endereço (slug) inválido',
    message: (a) =>
      a.invisible
        ? 'O endereço tem um caractere invisível (mostrado abaixo como ⟨U+…⟩), que veio junto com um texto colado.'
        : 'O endereço só pode ter letras minúsculas sem acento, números e hífens.',
    hint: (a) =>
      a.invisible
        ? `Apague o conteúdo da célula e digite o endereço de novo${a.suggestion ? `: "${a.suggestion}"` : ''}.`
        : a.suggestion
          ? `Por exemplo: "${a.suggestion}".`
          : 'Por exemplo: "preenchimento-labial".',
  }),
  /** `withDigits`: the duration was written in words ('meia hora'), and this is it with digits ('30 minutos'). */
  DURACAO_INVALIDA: entry<{ withDigits?: string }>({
    severity: 'error',
    title: 'Duração não reconhecida',
    message: (a) =>
      a.withDigits
        ? 'A duração está escrita por extenso: o site lê os números da duração para informar o tempo à busca do Google, e só os entende escritos com algarismos.'
        : 'Não foi possível entender a duração.',
    hint: (a) =>
      a.withDigits
        ? `Escreva a duração em minutos ou horas, com algarismos: "${a.withDigits}".`
        : 'Escreva como "30 minutos", "30 a 45 minutos", "1 hora", "1h30" ou "4 a 8 horas".',
  }),
  DIAS_INVALIDOS: entry<Record<string, never>>({
    severity: 'error',
    title: 'Dias não reconhecidos',
    message: () => 'Não foi possível entender os dias da semana.',
    hint: () => 'Escreva um dia ("Sábado") ou uma faixa ("Segunda a Sexta").',
  }),
  /**
   * `lostFormat`: the cell holds a number that is the spreadsheet's count of days for `date` (dd/mm/aaaa).
   * `writtenOut`: the date is written in words; `date` is its dd/mm/aaaa form, absent when it does not name a whole day.
   * `missingDay`: a day the month does not have (31/02/2026); `month` is its name, `lastDay` its last day.
   * `shortYear`: the year has two digits ('26'); `date` is the day with the year in the 2000s, absent when it does not exist.
   */
  DATA_INVALIDA: entry<{
    column: string;
    lostFormat?: { number: string; date: string };
    writtenOut?: { date?: string; missingDay?: NamedMissingDay };
    missingDay?: NamedMissingDay;
    shortYear?: { year: string; date?: string };
    monthFirst?: { text: string; date: string; notAMonth: number };
  }>({
    severity: 'error',
    title: 'Data não reconhecida',
    message: (a) =>
      a.lostFormat
        ? `Em "${a.column}" está o número ${a.lostFormat.number}, e não uma data: parece uma data cuja célula perdeu o formato de data ` +
          `(a planilha guarda cada data como um número de dias, e ${a.lostFormat.number} é ${a.lostFormat.date}).`
        : a.writtenOut
          ? a.writtenOut.missingDay
            ? `A data em "${a.column}" não existe: ${noSuchDay(a.writtenOut.missingDay)}. Ela também está escrita por extenso, e o site só lê datas escritas com números.`
            : `A data em "${a.column}" está escrita por extenso, e o site só lê datas escritas com números.`
          : a.missingDay
            ? `A data em "${a.column}" não existe: ${noSuchDay(a.missingDay)}.`
            : a.shortYear
              ? `O ano da data em "${a.column}" tem só dois algarismos ("${a.shortYear.year}"), e o site só lê o ano completo.`
              : a.monthFirst
                ? `A data em "${a.column}" ("${a.monthFirst.text}") parece escrita com o mês primeiro, como nos Estados Unidos: o site lê dia/mês/ano, e não existe mês ${a.monthFirst.notAMonth}.`
                : `Não foi possível entender a data em "${a.column}".`,
    hint: (a) =>
      a.lostFormat
        ? 'Formate a célula como Data (Excel: botão direito › Formatar células › Data; Google Planilhas: Formatar › Número › ' +
          `Data; LibreOffice: Formatar › Células › Data) e confira se ela mostra a data certa, ou digite a data como dd/mm/aaaa: ${a.lostFormat.date}.`
        : a.writtenOut
          ? a.writtenOut.date
            ? `Digite-a como dd/mm/aaaa: ${a.writtenOut.date}.`
            : a.writtenOut.missingDay
              ? `Confira o dia e o mês (${lastDayText(a.writtenOut.missingDay)}) e digite a data como dd/mm/aaaa, como 12/03/2026.`
              : 'Digite-a como dd/mm/aaaa, com o dia, o mês e o ano completo, como 12/03/2026.'
          : a.missingDay
            ? `Confira o dia e o mês: ${lastDayText(a.missingDay)}.`
            : a.shortYear
              ? `Escreva o ano com quatro algarismos${a.shortYear.date ? `: ${a.shortYear.date}` : ', como 12/03/2026'}.`
              : a.monthFirst
                ? `Escreva dia/mês/ano: ${a.monthFirst.date}. Se a data foi digitada num Excel ou LibreOffice em inglês, confira as outras datas da coluna também: 05/06/2026, por exemplo, seria lida como 5 de junho, mesmo que fosse 6 de maio.`
                : 'Escreva dia/mês/ano com o ano completo, como 12/03/2026, ou use uma célula de data.',
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
  /** `google`: the repeated cell is "Título para o Google" (the page's <title>), not "Título". */
  TITULO_REPETIDO: entry<{ title: string; firstRow: number; firstSlug: string; google: boolean }>({
    severity: 'warning',
    title: 'Dois artigos com o mesmo título',
    message: (a) =>
      a.google
        ? `O artigo da linha ${a.firstRow} (${a.firstSlug}) tem o mesmo título para o Google, "${a.title}": as duas páginas teriam o mesmo título na aba do navegador e na busca do Google, que não saberia qual das duas mostrar.`
        : `O artigo da linha ${a.firstRow} (${a.firstSlug}) tem o mesmo título, "${a.title}": a lista do blog e o feed mostrariam dois artigos com o mesmo título, sem dizer qual é qual.`,
    hint: (a) =>
      `Dê a um dos dois artigos um título que diga em que ele é diferente do outro (o assunto, para quem é). Se esta linha é uma cópia do artigo da linha ${a.firstRow}, apague a linha que sobra ou ponha "não" em "Publicar".`,
  }),
  HORARIO_INCOMPLETO: entry<Record<string, never>>({
    severity: 'error',
    title: 'Horário incompleto',
    message: () => 'Só um dos horários ("Abre" ou "Fecha") foi preenchido.',
    hint: () => 'Preencha os dois horários, ou deixe os dois vazios se a clínica fecha nesse dia.',
  }),
  /** `image`: an image cell whose mistake can be told (src/validate/ajv-problems.ts, imageMistake). */
  FORMATO_INVALIDO: entry<{ column: string; expected: string; image?: { kind: 'computador' | 'pasta' | 'http'; name: string } }>({
    severity: 'error',
    title: 'Formato inválido',
    message: (a) =>
      a.image?.kind === 'computador'
        ? `O valor de "${a.column}" é o caminho de um arquivo no seu computador: o site não tem acesso a ele.`
        : a.image?.kind === 'pasta'
          ? `O valor de "${a.column}" tem a pasta antes do nome do arquivo.`
          : a.image?.kind === 'http'
            ? `O endereço em "${a.column}" começa com http://, sem o "s": o site só busca fotos em endereços https://, que são protegidos.`
            : `O valor de "${a.column}" não está no formato esperado.`,
    hint: (a) =>
      a.image?.kind === 'computador'
        ? `Copie a foto para a pasta sheets/imagens e escreva só o nome dela: ${a.image.name}.`
        : a.image?.kind === 'pasta'
          ? `Escreva só o nome do arquivo que está na pasta sheets/imagens: ${a.image.name}.`
          : a.image?.kind === 'http'
            ? `Use o endereço https://: ${a.image.name} (confira que a foto abre nele no navegador). Se não abrir, salve a foto na pasta sheets/imagens e escreva o nome do arquivo.`
            : a.expected,
  }),
  // `cutByExcel`: the cell holds exactly Excel's 32,767 characters, the most a cell keeps: Excel drops the rest of a
  // longer paste without a word, so the end the author wrote is no longer in the sheet.
  TEXTO_LONGO: entry<{ column: string; max: number; length: number; cutByExcel?: boolean }>({
    severity: 'error',
    title: 'Texto longo demais',
    message: (a) =>
      `"${a.column}" tem ${a.length.toLocaleString('pt-BR')} caracteres; o máximo é ${a.max.toLocaleString('pt-BR')}.` +
      (a.cutByExcel
        ? ' É exatamente o limite de uma célula do Excel (32.767), que corta sem avisar o que passa disso: o final do texto colado foi perdido.'
        : ''),
    hint: (a) =>
      a.cutByExcel
        ? 'Encurte o texto no documento original (ou divida-o em dois artigos) e cole de novo: a célula não tem mais o final.'
        : 'Encurte o texto.',
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
  COORDENADA_FORA_DO_INTERVALO: entry<{ field: string; min: number; max: number }>({
    severity: 'error',
    title: 'Coordenada impossível',
    message: (a) => `A ${a.field.toLowerCase()} precisa estar entre ${a.min} e ${a.max}.`,
    hint: () => 'Copie as coordenadas do Google Maps (botão direito no endereço › o primeiro item são latitude e longitude, ex.: -23.5986, -46.6652).',
  }),
  COORDENADA_FORA_DO_BRASIL: entry<{ field: string; min: number; max: number }>({
    severity: 'error',
    title: 'Coordenada fora do Brasil',
    message: (a) =>
      `O país é BR, mas esta ${a.field.toLowerCase()} fica fora do Brasil (lá ela vai de ${String(a.min).replace('.', ',')} a ` +
      `${String(a.max).replace('.', ',')}): o mapa e o Google mostrariam a clínica em outro lugar.`,
    hint: () =>
      'No Brasil a longitude é sempre negativa e a latitude quase sempre: confira o sinal de menos e se latitude e ' +
      'longitude não estão trocadas. Copie do Google Maps (botão direito no endereço › o primeiro item: -23.5986, -46.6652).',
  }),
  /** `closed`: one of the two rows says the clinic is closed that day; otherwise their hours overlap. */
  DIA_REPETIDO: entry<{ day: string; firstRow: number; firstLabel: string; closed: boolean }>({
    severity: 'error',
    title: 'Dia em duas linhas',
    message: (a) =>
      `${a.day} já está na linha ${a.firstRow} ("${a.firstLabel}"), ` +
      (a.closed ? 'e uma das duas linhas diz que a clínica está fechada: o site mostraria as duas coisas.' : 'com um horário que se cruza com este: o site mostraria dois horários para o mesmo dia.'),
    hint: (a) =>
      `Mude "${a.firstLabel}" na linha ${a.firstRow} ou esta linha. Para um intervalo (o almoço), use duas linhas com os ` +
      'mesmos dias e horários que não se cruzem: 08:00 às 12:00 e 14:00 às 18:00.',
  }),
  HORARIO_INVERTIDO: entry<{ opens: string; closes: string }>({
    severity: 'error',
    title: 'Horário invertido',
    message: (a) => `A clínica fecharia (${a.closes}) antes de abrir (${a.opens}).`,
    hint: () => 'Confira as colunas "Abre" e "Fecha": a hora de abrir vem antes da de fechar, no mesmo dia (ex.: 08:00 e 18:00).',
  }),
} as const;
