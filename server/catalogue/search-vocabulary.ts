import { searchTokens } from '../../common/search-text.ts';

/**
 * The words of every distinct search text (brand, model, trim, year, body style, colour, fuel),
 * each with the texts it occurs in. Cars share texts, so a few thousand texts cover 100,000 cars
 * and a query resolves to allowed text ids before any car is looked at.
 */
export interface SearchVocabulary {
  words: string[];
  textsOfWord: Map<string, number[]>;
  textCount: number;
}

export interface VocabularyBuilder {
  /** The id of `text`, shared by every car with the same search text. */
  textId(text: string): number;
  build(): SearchVocabulary;
}

export function vocabularyBuilder(): VocabularyBuilder {
  const ids = new Map<string, number>();
  const textsOfWord = new Map<string, number[]>();
  const add = (word: string, id: number) => {
    const texts = textsOfWord.get(word);
    if (!texts) textsOfWord.set(word, [id]);
    else if (texts.at(-1) !== id) texts.push(id);
  };
  return {
    textId(text) {
      const known = ids.get(text);
      if (known !== undefined) return known;
      const id = ids.size;
      ids.set(text, id);
      const words = searchTokens(text);
      words.forEach((word, index) => {
        add(word, id);
        // 'CX-5' and 'RAV 4' are typed joined too ('cx5'), since normalising drops the hyphen.
        const next = words[index + 1];
        if (next) add(word + next, id);
      });
      return id;
    },
    build: () => ({ words: [...textsOfWord.keys()], textsOfWord, textCount: ids.size }),
  };
}
