/**
 * The slice of `graphql` that graphql-request uses in the browser, aliased in vite.config.ts.
 *
 * Our documents are strings (codegen's documentMode 'string'), so graphql-request never prints an
 * AST; it parses each string only to read the operation's name and type. The full parser costs
 * ~11 KB gzip on every first visit; this outline reader answers the same two questions.
 * document-outline.test.ts checks it against the real parser on every generated document.
 */
export const Kind = {
  OPERATION_DEFINITION: 'OperationDefinition',
  FRAGMENT_DEFINITION: 'FragmentDefinition',
} as const;

type OperationType = 'query' | 'mutation' | 'subscription';

export type OutlineDefinition =
  | { kind: typeof Kind.OPERATION_DEFINITION; operation: OperationType; name?: { kind: 'Name'; value: string } }
  | { kind: typeof Kind.FRAGMENT_DEFINITION; name: { kind: 'Name'; value: string } };

const OPERATIONS = new Set<string>(['query', 'mutation', 'subscription']);
const NAME = /[_A-Za-z][_0-9A-Za-z]*/y;
const OPENERS = '{([';
const CLOSERS = '})]';

/** Index just past a string literal (plain or block) starting at `start`. */
function skipString(source: string, start: number): number {
  if (source.startsWith('"""', start)) {
    const end = source.indexOf('"""', start + 3);
    if (end < 0) throw new SyntaxError('Unterminated block string');
    return end + 3;
  }
  for (let index = start + 1; index < source.length; index++) {
    if (source[index] === '\\') index++;
    else if (source[index] === '"') return index + 1;
  }
  throw new SyntaxError('Unterminated string');
}

/** Index just past the selection set's opening brace, skipping variables and directives' arguments. */
function enterSelectionSet(source: string, start: number): number {
  let parentheses = 0;
  for (let index = start; index < source.length; index++) {
    const char = source[index];
    if (char === '"') index = skipString(source, index) - 1;
    else if (char === '(') parentheses++;
    else if (char === ')') parentheses--;
    else if (char === '{' && parentheses === 0) return index + 1;
  }
  throw new SyntaxError('Definition without a selection set');
}

function readName(source: string, start: number): string | undefined {
  NAME.lastIndex = start;
  return NAME.exec(source)?.[0];
}

/** The top-level definitions of a document: operation type and name, fragments by name. */
export function parse(source: string): { kind: 'Document'; definitions: OutlineDefinition[] } {
  const definitions: OutlineDefinition[] = [];
  let depth = 0;
  let index = 0;
  while (index < source.length) {
    const char = source[index]!;
    if (char === '#') {
      const end = source.indexOf('\n', index);
      index = end < 0 ? source.length : end;
    } else if (char === '"') {
      index = skipString(source, index);
    } else if (OPENERS.includes(char)) {
      // A selection set at the top level with no keyword before it is an anonymous query.
      if (depth === 0 && char === '{') definitions.push({ kind: Kind.OPERATION_DEFINITION, operation: 'query' });
      depth++;
      index++;
    } else if (CLOSERS.includes(char)) {
      if (--depth < 0) throw new SyntaxError(`Unexpected "${char}"`);
      index++;
    } else if (depth === 0 && /[_A-Za-z]/.test(char)) {
      const keyword = readName(source, index)!;
      index += keyword.length;
      while (/[\s,]/.test(source[index] ?? '')) index++;
      const name = readName(source, index);
      if (name) index += name.length;
      if (OPERATIONS.has(keyword)) {
        definitions.push({
          kind: Kind.OPERATION_DEFINITION,
          operation: keyword as OperationType,
          ...(name ? { name: { kind: 'Name' as const, value: name } } : {}),
        });
      } else if (keyword === 'fragment' && name) {
        definitions.push({ kind: Kind.FRAGMENT_DEFINITION, name: { kind: 'Name', value: name } });
      } else {
        throw new SyntaxError(`Unexpected "${keyword}"`);
      }
      // The selection set that follows belongs to this definition, not to a new anonymous one.
      index = enterSelectionSet(source, index);
      depth++;
    } else {
      index++;
    }
  }
  if (depth !== 0) throw new SyntaxError('Unbalanced brackets');
  return { kind: 'Document', definitions };
}

/** graphql-request prints only ASTs, and the SPA never hands it one. */
export function print(): never {
  throw new Error('The SPA sends GraphQL documents as strings.');
}
