import { searchTokens } from '../../common/search-text.ts';

/**
 * The words of every distinct search text (brand, model, trim, year, body style, colour, fuel),
 * each with the texts it occurs in. Cars share texts, so a few thousand texts cover 100,000 cars
 * and a query resolves to allowed text ids before any car is looked at. Text ids never change
 * while the index is patched; only texts some listed car has lend their words to the search, so a
 * word of a car gone no longer matches (or "corrects" a typo), as after a full build.
 */
export interface SearchVocabulary {
  texts: string[];
  idOfText: Map<string, number>;
  /** How many listed cars have each text. */
  carsOfText: Uint32Array;
  words: string[];
  textsOfWord: Map<string, number[]>;
  textCount: number;
}

export const emptyVocabulary = (): SearchVocabulary => ({ texts: [], idOfText: new Map(), carsOfText: new Uint32Array(0), words: [], textsOfWord: new Map(), textCount: 0 });

function wordsOfText(text: string): Set<string> {
  const tokens = searchTokens(text);
  const words = new Set(tokens);
  // 'CX-5' and 'RAV 4' are typed joined too ('cx5'), since normalising drops the hyphen.
  tokens.forEach((token, position) => tokens[position + 1] && words.add(token + tokens[position + 1]));
  return words;
}

/**
 * Whether a search scored on `previous` scores alike on `next`: the same words in the same texts,
 * out of as many texts. A patch that moves cars between texts that stay listed keeps all three, so
 * an edit of a car's mileage or price does not cost every search its scores.
 */
export const scoresAlike = (previous: SearchVocabulary, next: SearchVocabulary): boolean => previous.textsOfWord === next.textsOfWord && previous.textCount === next.textCount;

/** Ids for `texts`, new ones numbered after the known: the texts and map are copied when any is new. */
export function textIds(vocabulary: SearchVocabulary, texts: string[]): { ids: number[]; texts: string[]; idOfText: Map<string, number> } {
  let all = vocabulary.texts;
  let idOfText = vocabulary.idOfText;
  const ids = texts.map((text) => {
    const known = idOfText.get(text);
    if (known !== undefined) return known;
    if (idOfText === vocabulary.idOfText) {
      all = [...all];
      idOfText = new Map(idOfText);
    }
    idOfText.set(text, all.length);
    return all.push(text) - 1;
  });
  return { ids, texts: all, idOfText };
}

/**
 * The vocabulary after listed rows lost the texts `left` and gained the texts `entered` (one entry
 * per row): the word lists change only for texts that gained their first car or lost their last, so
 * an edit costs a few counts, not a rebuild.
 */
export function patchVocabulary(previous: SearchVocabulary, known: ReturnType<typeof textIds>, left: readonly number[], entered: readonly number[]): SearchVocabulary {
  const carsOfText = new Uint32Array(known.texts.length);
  carsOfText.set(previous.carsOfText);
  for (const id of left) carsOfText[id]!--;
  for (const id of entered) carsOfText[id]!++;
  const flipped = [...new Set([...left, ...entered])].filter((id) => carsOfText[id]! > 0 !== (previous.carsOfText[id] ?? 0) > 0);
  let { words, textsOfWord } = previous;
  if (flipped.length > 0) {
    textsOfWord = new Map(textsOfWord);
    // Each word's list is copied once per patch: the previous index still answers with its own.
    const copied = new Set<string>();
    const textsOf = (word: string) => {
      if (copied.has(word)) return textsOfWord.get(word)!;
      copied.add(word);
      const texts = [...(textsOfWord.get(word) ?? [])];
      textsOfWord.set(word, texts);
      return texts;
    };
    for (const id of flipped) {
      for (const word of wordsOfText(known.texts[id]!)) {
        const texts = textsOf(word);
        if (carsOfText[id]! > 0) texts.push(id);
        else texts.splice(texts.indexOf(id), 1);
      }
    }
    for (const word of copied) if (textsOfWord.get(word)!.length === 0) textsOfWord.delete(word);
    words = [...textsOfWord.keys()];
  }
  return { texts: known.texts, idOfText: known.idOfText, carsOfText, words, textsOfWord, textCount: known.texts.length };
}
