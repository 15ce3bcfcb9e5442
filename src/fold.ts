/**
 * Text as staff's words are compared: without accents, in lower case ('Preço' → 'preco', 'SÁBADO' → 'sabado').
 * A leaf module shared by the read, validate and model stages, so that each stage compares words the same way.
 */
export const foldAccents = (text: string): string => text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();
