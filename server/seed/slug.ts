/** 'Sedán i' → 'sedan-i': accents dropped, anything else but letters and digits becomes a hyphen. */
export const slugify = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
