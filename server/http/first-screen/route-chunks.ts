import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

/** The fields of Vite's build manifest (`build.manifest`) a preload needs. */
type ManifestChunk = { file: string; imports?: string[]; css?: string[]; isEntry?: boolean };
export type ViteManifest = Record<string, ManifestChunk>;

export async function readViteManifest(clientDir: string): Promise<ViteManifest | undefined> {
  const text = await readFile(join(clientDir, '.vite/manifest.json'), 'utf8').catch(() => undefined);
  return text === undefined ? undefined : (JSON.parse(text) as ViteManifest);
}

/**
 * A module's chunk and every chunk it imports statically, imports before importers: the order in which
 * Vite's preload helper adds their stylesheets.
 */
function importsFirst(manifest: ViteManifest, key: string, visited = new Set<string>(), order: string[] = []): string[] {
  if (visited.has(key) || !manifest[key]) return order;
  visited.add(key);
  for (const imported of manifest[key].imports ?? []) importsFirst(manifest, imported, visited, order);
  order.push(key);
  return order;
}

export interface RouteChunks {
  scripts: string[];
  styles: string[];
}

/**
 * What the route's first render fetches after the entry: its component's chunks and their CSS, and the
 * language catalogs it waits for. The entry's own chunks are left out: index.html already names them.
 */
export function routeChunks(manifest: ViteManifest, module: string, catalogs: readonly string[]): RouteChunks {
  const entry = Object.keys(manifest).find((key) => manifest[key]!.isEntry);
  const loaded = new Set(entry ? importsFirst(manifest, entry) : []);
  const keys = [...importsFirst(manifest, module), ...catalogs.filter((key) => manifest[key])].filter((key) => !loaded.has(key));
  const asset = (file: string) => `/${file}`;
  return {
    scripts: keys.map((key) => asset(manifest[key]!.file)),
    styles: keys.flatMap((key) => (manifest[key]!.css ?? []).map(asset)),
  };
}
