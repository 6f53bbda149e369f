import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';

const PREFIX = '\0graphql-document:';
// An import of the generated documents module, as the client preset's optimizer writes it.
const importOfDocuments = /import\s*\{([^}]*)\}\s*from\s*(["'])([^"']*graphql\/generated\/graphql(?:\.ts)?)\2;?/g;
const documentName = /^(\w+(?:Document|FragmentDoc))$/;
// The `graphql` function's import, which the optimizer leaves behind once it has replaced every call:
// kept, it would bring gql.ts's map of every document back.
const importOfGraphqlFunction = /import\s*\{\s*graphql\s*\}\s*from\s*(["'])[^"']*graphql\/generated(?:\/index(?:\.ts)?)?\1;?/;

/**
 * One module per GraphQL document instead of the generated module that holds them all: a chunk
 * then carries only the documents its code sends, so the first paint no longer downloads every
 * operation of the app. A document becomes its string (the client sends `document.toString()`),
 * so the typed-string class stays out of the bundle too; the types still come from the generated
 * module, which the type checker reads as before.
 */
export function graphqlDocumentsPerModule(generatedFile: string): Plugin {
  let documents: Map<string, string> | undefined;
  const read = () => {
    const source = readFileSync(generatedFile, 'utf8');
    return new Map([...source.matchAll(/^export const (\w+) = new TypedDocumentString\(`([^`]*)`/gm)].map((match) => [match[1]!, match[2]!]));
  };
  return {
    name: 'graphql-documents-per-module',
    enforce: 'post',
    buildStart() {
      documents = undefined;
    },
    transform: {
      filter: { code: /generated\/graphql/ },
      handler(code, id) {
        if (id.startsWith(PREFIX) || id.includes('/node_modules/') || id.includes('/src/graphql/generated/')) return null;
        let changed = false;
        const result = code.replace(importOfDocuments, (whole, specifiers: string) => {
          const parts = specifiers.split(',').map((part) => part.trim()).filter(Boolean);
          const imported = parts.map((part) => /^(\w+)(?:\s+as\s+(\w+))?$/.exec(part));
          if (imported.some((match) => !match || !documentName.test(match[1]!))) return whole;
          changed = true;
          return imported.map((match) => `import { ${match![1]} as ${match![2] ?? match![1]} } from ${JSON.stringify(PREFIX + match![1])};`).join('');
        });
        const leftover = importOfGraphqlFunction.exec(result);
        if (!changed || !leftover) return changed ? { code: result, map: null } : null;
        const rest = result.replace(leftover[0], '');
        return { code: /\bgraphql\s*\(/.test(rest) ? result : rest, map: null };
      },
    },
    resolveId(id) {
      return id.startsWith(PREFIX) ? id : null;
    },
    load(id) {
      if (!id.startsWith(PREFIX)) return null;
      const name = id.slice(PREFIX.length);
      documents ??= read();
      const text = documents.get(name);
      if (text === undefined) this.error(`No GraphQL document ${name} in ${generatedFile}`);
      // Runs of whitespace mean nothing in a document without string literals.
      const compact = text.includes('"') ? text : text.trim().replace(/\s+/g, ' ');
      return `export const ${name} = ${JSON.stringify(compact)};`;
    },
  };
}
