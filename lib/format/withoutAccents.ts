/**
 * Text without its accents, as customer search compares names: decomposed (NFD), then the combining marks
 * U+0300–U+036F dropped, so "Adébáyọ̀" reads "Adebayo". The data service folds `customer.search_name` the
 * same way (migration 0006), so a search matches whatever accents the typed word or the stored name has.
 */
export const withoutAccents = (text: string): string => text.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
