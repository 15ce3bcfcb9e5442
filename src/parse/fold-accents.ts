/**
 * Text as staff's words are compared: without accents, in lower case ('Preço' → 'preco', 'SÁBADO' → 'sabado').
 * Shared by the read, validate and model stages and the cell parsers, so that each compares words the same way.
 */
export const foldAccents = (text: string): string => text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();
