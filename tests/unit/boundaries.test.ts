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

  it('domain UI shared by features (src/components) imports no feature and no route', () => {
    const offending = sourceFiles(join(root, 'src/components')).flatMap((file) =>
      relativeImports(file)
        .filter((target) => /^src\/(features|routes)\//.test(target.split(sep).join('/')))
        .map((target) => `${relative(root, file)} → ${target}`),
    );
    expect(offending).toEqual([]);
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

  // CONVENTIONS.md, server layers: domains throw their own errors and GraphQL maps them to codes;
  // the database layer holds queries and knows no domain.
  const serverDomains = ['auth', 'abuse', 'catalogue', 'mail', 'seed', 'media', 'selling', 'finding', 'buying', 'payments', 'privacy', 'scheduling'];
  const importsOf = (dirs: string[]) =>
    dirs.flatMap((dir) => sourceFiles(join(root, 'server', dir))).flatMap((file) =>
      relativeImports(file).map((target) => ({ from: relative(root, file).split(sep).join('/'), to: target.split(sep).join('/') })),
    );

  it('server domains do not reach into the GraphQL layer for errors', () => {
    const offending = importsOf(serverDomains).filter(({ to }) => to === 'server/graphql/errors.ts');
    expect(offending.map(({ from, to }) => `${from} → ${to}`)).toEqual([]);
  });

  it('the server database layer imports no domain and no GraphQL module', () => {
    const layers = new RegExp(`^server/(${[...serverDomains, 'graphql', 'http'].join('|')})/`);
    const offending = importsOf(['db']).filter(({ to }) => layers.test(to));
    expect(offending.map(({ from, to }) => `${from} → ${to}`)).toEqual([]);
  });
});
