import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** A page of the app: its route file and those of the layouts around it, outermost first. */
export type Page = { url: string; files: string[] };

/**
 * The app's pages, read from the generated route tree so the bench follows the router: every route
 * that no other route nests in (a layout such as `user/route.tsx` is measured with its pages).
 */
export function readPages(root: string): Page[] {
  const tree = readFileSync(join(root, 'src/routeTree.gen.ts'), 'utf8');
  const fileOf = new Map([...tree.matchAll(/import \{ Route as (\w+) \} from '\.\/routes\/([^']+)'/g)].map((match) => [match[1]!, match[2]!]));
  type Node = { file: string; path: string; parent: string };
  const nodes = new Map<string, Node>();
  for (const match of tree.matchAll(/const (\w+) = (\w+)\.update\(\{\s*id: '[^']*',\s*path: '([^']*)',\s*getParentRoute: \(\) => (\w+),/g)) {
    nodes.set(match[1]!, { file: fileOf.get(match[2]!)!, path: match[3]!, parent: match[4]! });
  }
  const rootFile = fileOf.get('rootRouteImport') ?? '__root';
  const parents = new Set([...nodes.values()].map((node) => node.parent));
  const pages: Page[] = [];
  for (const [name, node] of nodes) {
    if (parents.has(name)) continue;
    const files = [node.file];
    let path = node.path;
    for (let parent = nodes.get(node.parent); parent; parent = nodes.get(parent.parent)) {
      files.unshift(parent.file);
      path = `${parent.path.replace(/\/$/, '')}${path}`;
    }
    files.unshift(rootFile);
    pages.push({ url: path.replace(/\$(\w+)/g, '{$1}'), files: files.map((file) => `src/routes/${withExtension(root, file)}`) });
  }
  return pages.sort((a, b) => a.url.localeCompare(b.url));
}

function withExtension(root: string, file: string): string {
  return ['.tsx', '.ts'].map((extension) => file + extension).find((name) => existsSync(join(root, 'src/routes', name))) ?? `${file}.tsx`;
}
