/**
 * Words Dominican buyers type for what the catalogue names otherwise. 'Jeepeta' is the body style's
 * Spanish name (SUV); 'yipeta' is how it is often spelt, and too far from it for trigram matching.
 * The one place such words are listed: a query token found here is searched as its catalogue word.
 */
const SYNONYMS: Readonly<Record<string, string>> = {
  yipeta: 'jeepeta',
  yipetas: 'jeepeta',
  jipeta: 'jeepeta',
  jipetas: 'jeepeta',
  jeepetas: 'jeepeta',
};

/** The catalogue word a normalised query token stands for. */
export const catalogueWord = (token: string): string => SYNONYMS[token] ?? token;
