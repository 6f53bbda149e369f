import { existsSync, readFileSync } from 'node:fs';

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/** One source-map `mappings` line into its segments' [generated column, source index] pairs. */
function decodeLine(line: string, state: { source: number }): Array<[number, number | undefined]> {
  const segments: Array<[number, number | undefined]> = [];
  let column = 0;
  for (const segment of line.split(',')) {
    if (!segment) continue;
    const values: number[] = [];
    let value = 0;
    let shift = 0;
    for (const char of segment) {
      const digit = BASE64.indexOf(char);
      value += (digit & 31) << shift;
      if (digit & 32) shift += 5;
      else {
        values.push(value & 1 ? -(value >>> 1) : value >>> 1);
        value = 0;
        shift = 0;
      }
    }
    column += values[0]!;
    if (values.length > 1) state.source += values[1]!;
    segments.push([column, values.length > 1 ? state.source : undefined]);
  }
  return segments;
}

/** How many bytes of a built file each source module accounts for, by its source map. */
export function bytesBySource(file: string): Map<string, number> {
  const code = readFileSync(file, 'utf8');
  if (!existsSync(`${file}.map`)) return new Map([[file.replace(/^.*\//, ''), Buffer.byteLength(code)]]);
  const map = JSON.parse(readFileSync(`${file}.map`, 'utf8')) as { sources: string[]; mappings: string };
  const totals = new Map<string, number>();
  const add = (source: string, bytes: number) => totals.set(source, (totals.get(source) ?? 0) + bytes);
  const lines = code.split('\n');
  const state = { source: 0 };
  // Code without a mapping of its own (a minifier's glue, a plugin's output) is counted with the
  // module mapped just before it; Vite's list of lazy chunks to preload is named as such.
  let current = '(unmapped)';
  map.mappings.split(';').forEach((mappings, index) => {
    const line = lines[index] ?? '';
    if (line.startsWith('const __vite__mapDeps')) return add('(vite: preload list of lazy chunks)', line.length);
    let at = 0;
    for (const [column, source] of decodeLine(mappings, state)) {
      add(current, column - at);
      if (source !== undefined) current = map.sources[source]!;
      at = column;
    }
    add(current, line.length - at);
  });
  return totals;
}

/** A module's name as a reader knows it: the package for a library, the path in the app otherwise. */
export function moduleName(source: string): string {
  const library = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source);
  if (library) return library[1]!;
  return source.replace(/^(\.\.\/)+/, '').replace(/\?.*$/, '');
}
