import { Kind, visit, type ASTNode, type DocumentNode } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { badUserInput, type FieldError } from '../errors.ts';

// PostgreSQL's text type cannot hold U+0000: the query fails, which a client would see as an
// internal error. Half of a surrogate pair has no UTF-8 encoding, so the driver would silently
// store U+FFFD instead. With the u flag a whole pair is one code point and does not match.
// oxlint-disable-next-line no-control-regex -- matching NUL is the point
const unstorable = /[\u0000\uD800-\uDFFF]/u;
// One refusal names a few fields; a body full of bad strings does not make a huge answer.
const MAX_REPORTED = 10;

const invalid = (field: string): FieldError => ({ field, message: 'invalid_characters' });

// Yoga parses a query once and hands every request the same document, so a document's literals are
// checked once: walking the listing's document was about 2 % of the server's time under the mix.
const checkedDocuments = new WeakMap<DocumentNode, FieldError[]>();

function literalProblems(document: DocumentNode): FieldError[] {
  let problems = checkedDocuments.get(document);
  if (!problems) checkedDocuments.set(document, (problems = findLiteralProblems(document)));
  return problems;
}

/** String literals (arguments, input fields, variable defaults) named by the argument path. */
function findLiteralProblems(document: DocumentNode): FieldError[] {
  const problems: FieldError[] = [];
  visit(document, {
    StringValue(node, _key, parent, _path, ancestors) {
      if (!unstorable.test(node.value)) return;
      // `ancestors` stops above the parent, which is the argument or input field itself.
      const names = [...ancestors, parent].flatMap((ancestor) => {
        const astNode = ancestor as ASTNode | undefined;
        if (astNode?.kind === Kind.ARGUMENT || astNode?.kind === Kind.OBJECT_FIELD) return [astNode.name.value];
        return astNode?.kind === Kind.VARIABLE_DEFINITION ? [astNode.variable.name.value] : [];
      });
      problems.push(invalid(names.join('.')));
    },
  });
  return problems;
}

/** Strings anywhere in the variables, walked without recursion: JSON may nest deeper than the stack. */
function variableProblems(variables: unknown): FieldError[] {
  const problems: FieldError[] = [];
  const pending: { value: unknown; path: string }[] = [{ value: variables, path: '' }];
  for (let next = pending.pop(); next && problems.length < MAX_REPORTED; next = pending.pop()) {
    const { value, path } = next;
    if (typeof value === 'string' && unstorable.test(value)) problems.push(invalid(path));
    // Pushed one by one: spreading a 300,000-item array into one call would overflow the stack.
    else if (Array.isArray(value)) for (const item of value as unknown[]) pending.push({ value: item, path });
    else if (value && typeof value === 'object') {
      for (const [key, item] of Object.entries(value)) pending.push({ value: item, path: path ? `${path}.${key}` : key });
    }
  }
  return problems;
}

/** Refuses every operation with an unstorable string argument before any resolver runs. */
export function useStorableStrings(): Plugin {
  return {
    onExecute({ args, setResultAndStopExecution }) {
      const problems = [...literalProblems(args.document), ...variableProblems(args.variableValues)];
      if (problems.length === 0) return;
      const fields = [...new Map(problems.map((problem) => [problem.field, problem])).values()].slice(0, MAX_REPORTED);
      setResultAndStopExecution({ errors: [badUserInput(fields, 'Text may not contain NUL characters or broken Unicode.')] });
    },
  };
}
