// The import direction of CONVENTIONS.md, checked on the real files: a feature never imports
// another feature (routes compose them), and machines/, src/lib/ and common/ never reach into UI code.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../..');
const importPattern = /(?:import|export)\s[^'"]*?from\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

function sourceFiles(dir: string): string[] {
  let entries: string[];
  try { entries = readdirSync(dir); } catch { return []; }
  return entries.flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx)$/.test(name) ? [path] : [];
  });
}

function relativeImports(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  return [...text.matchAll(importPattern)]
    .map((match) => match[1] ?? match[2] ?? '')
    .filter((spec) => spec.startsWith('.'))
    .map((spec) => relative(root, resolve(dirname(file), spec)));
}

const featureOf = (path: string) => path.split(sep).slice(0, 3).join('/').match(/^src\/features\/[^/]+$/)?.[0];

describe('import boundaries', () => {
  it('no feature imports another feature', () => {
    const crossings = sourceFiles(join(root, 'src/features')).flatMap((file) => {
      const own = featureOf(relative(root, file));
      return relativeImports(file)
        .filter((target) => featureOf(target) && featureOf(target) !== own)
        .map((target) => `${relative(root, file)} → ${target}`);
    });
    expect(crossings).toEqual([]);
  });

  it('machines, src/lib and common import nothing from the UI side', () => {
    const files = ['machines', 'src/lib', 'common'].flatMap((dir) => sourceFiles(join(root, dir)));
    const offending = files.flatMap((file) =>
      relativeImports(file)
        .filter((target) => /^src\/(features|ui|routes)\//.test(target.split(sep).join('/')))
        .map((target) => `${relative(root, file)} → ${target}`),
    );
    expect(offending).toEqual([]);
  });
});
