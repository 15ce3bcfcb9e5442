/**
 * Problems of the price cells: what the site cannot read as a price, and a price too low or too high to be one
 * (docs/site.md#prices).
 */
import { entry } from './problem-entry.ts';

/** What else an unreadable price most likely is: PriceMistake of src/parse/price-mistakes.ts, which says more. */
type PriceMistake =
  | { kind: 'separadores'; brazilian: string }
  | { kind: 'com-texto'; price: string; words: string; currency: boolean; before?: true }
  | { kind: 'parcelas'; count: number; instalment: string; total: string };

/**
 * `decimalPoint`: cents after a point ('1.2', '400.50'); `csv`: the price came from a CSV file (an export's doing).
 * `mistake`: what else the cell most likely is (src/parse/price-mistakes.ts); `offerColumn`: the sheet's column for
 * what goes with the price ('Oferta'), shown under it on the site; absent in a sheet without one.
 */
interface InvalidPrice {
  decimalPoint?: boolean;
  csv?: boolean;
  mistake?: PriceMistake;
  offerColumn?: string;
}

const SHOWN_AS = 'a célula "Preço" é só o valor, que o site mostra como "A partir de R$ …"';

function invalidPriceMessage(a: InvalidPrice): string {
  if (a.mistake?.kind === 'separadores') {
    return 'O preço está escrito com os separadores do inglês (vírgula nos milhares, ponto nos centavos): no Brasil é o contrário, e o preço poderia sair errado.';
  }
  if (a.mistake?.kind === 'parcelas') return `O preço está escrito como parcela (${a.mistake.count}x ${a.mistake.instalment}): o site mostraria "A partir de R$ …" com o valor de uma parcela, e não o do procedimento.`;
  if (a.mistake?.kind === 'com-texto') return `O preço tem texto ${a.mistake.before ? 'antes' : 'depois'} do valor ("${a.mistake.words}"): ${SHOWN_AS}.`;
  if (!a.decimalPoint) return 'Não foi possível entender o preço.';
  return a.csv
    ? 'O preço tem ponto antes dos centavos, como o LibreOffice e o Excel em inglês exportam números para CSV: no Brasil, o ponto separa os milhares, e o preço poderia sair errado.'
    : 'O preço tem ponto antes dos centavos, como se escreve em inglês: no Brasil, o ponto separa os milhares, e o preço poderia sair errado.';
}

function invalidPriceHint(a: InvalidPrice): string {
  if (a.mistake?.kind === 'separadores') return `No Brasil o preço se escreve ${a.mistake.brazilian}.`;
  if (a.mistake?.kind === 'parcelas') {
    const { count, total } = a.mistake;
    const where = a.offerColumn ? `na coluna "${a.offerColumn}", que o site mostra logo abaixo do preço` : 'no texto da página';
    return `Escreva em "Preço" o valor total (${count}x ${a.mistake.instalment} = ${total}), e as parcelas ${where}: "em até ${count}x".`;
  }
  if (a.mistake?.kind === 'com-texto') {
    const { price, words, currency } = a.mistake;
    const rest = currency
      ? ''
      : a.offerColumn
        ? ` "${words}" vai na coluna "${a.offerColumn}", que o site mostra logo abaixo do preço.`
        : ` "${words}" vai no texto da página.`;
    return `Escreva em "Preço" só ${price}.${rest}`;
  }
  if (!a.decimalPoint) return 'Escreva só o valor em reais (400, 1.200 ou R$ 1.200,00), "A partir de R$ 1.200" ou "Sob consulta".';
  return a.csv
    ? 'Escreva os centavos com vírgula (1.200,50 ou R$ 1.200,50), ou exporte o CSV com o idioma "Português (Brasil)" (LibreOffice: Ferramentas › Opções › Configurações de idioma › Idiomas).'
    : 'Escreva os centavos com vírgula (1.200,50 ou R$ 1.200,50), ou só os reais com ponto nos milhares (1.200).';
}

export const PRICE_PROBLEMS = {
  PRECO_INVALIDO: entry<InvalidPrice>({
    severity: 'error',
    title: 'Preço não reconhecido',
    message: invalidPriceMessage,
    hint: invalidPriceHint,
  }),
  /** `shown`: the cell's number as the site would write it ('1,20'); `typed`: what was probably typed ('1.200'). */
  PRECO_NUMERO_BAIXO: entry<{ shown: string; typed: string }>({
    severity: 'error',
    title: 'Preço baixo demais',
    message: (a) =>
      `A célula guarda o número ${a.shown}, que iria para o site como "A partir de R$ ${a.shown}": ` +
      `talvez "${a.typed}" digitado numa planilha configurada em inglês, onde o ponto separa os decimais.`,
    hint: () =>
      'Digite o preço como texto (R$ 1.200) ou mude a localidade da planilha para Brasil (Google Planilhas: Arquivo › ' +
      'Configurações › Localidade) e digite de novo. Sem preço definido, escreva "Sob consulta".',
  }),
  /** `shown`: the price as the site would write it ('1,20'). */
  PRECO_BAIXO: entry<{ shown: string }>({
    severity: 'error',
    title: 'Preço baixo demais',
    message: (a) => `O preço iria para o site como "A partir de R$ ${a.shown}": menos de R$ 10, o que não é preço de um procedimento.`,
    hint: () =>
      'Confira o valor: talvez falte um zero, ou a vírgula esteja no lugar do ponto de milhar (1.200, não 1,2). ' +
      'Sem preço definido, escreva "Sob consulta".',
  }),
  PRECO_ALTO: entry<{ limit: string }>({
    severity: 'error',
    title: 'Preço alto demais',
    message: (a) => `O preço é de R$ ${a.limit} ou mais: não é o preço de um procedimento.`,
    hint: () =>
      'Confira os pontos: "12.000" são doze mil reais, "12.000.000" doze milhões. Se a célula é de número, confira o ' +
      'número guardado nela. Sem preço definido, escreva "Sob consulta".',
  }),
} as const;
