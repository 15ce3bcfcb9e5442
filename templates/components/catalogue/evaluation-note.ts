/**
 * The clinic's evaluation note (site.texts.evaluationNote) beside an item's price, unless the item's own offer text
 * already speaks of the evaluation: the sample's offers all do ("Avaliação médica com valor especial, abatido na
 * primeira sessão."), and the page said the same thing twice in a row, under the price and right after it.
 */
export function evaluationNoteBeside(offer: string, note: string): string | null {
  return /\bavalia/i.test(offer) ? null : note;
}
