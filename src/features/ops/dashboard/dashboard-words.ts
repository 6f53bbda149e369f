/** A share as a whole percentage in the reader's language. */
export const percent = (ratio: number, locale: string) => new Intl.NumberFormat(locale === 'en' ? 'en-US' : 'es-DO', { style: 'percent', maximumFractionDigits: 0 }).format(ratio);
