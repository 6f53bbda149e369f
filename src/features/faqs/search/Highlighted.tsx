import { highlightSegments } from './highlight';

/** The text with the search's words in <mark>, found whatever their accents and letter case. */
export function Highlighted({ text, search }: { text: string; search: string }) {
  if (!search) return text;
  return highlightSegments(text, search).map((segment, index) => (segment.match ? <mark key={index}>{segment.text}</mark> : segment.text));
}
