// Codegen writes each operation's document with the operation first and the fragments it spreads
// after it, so the name is the first word after the operation's keyword (operation-name.test.ts
// checks this against the real parser on every generated document).
const OPERATION = /^\s*(?:query|mutation|subscription)\s+([_A-Za-z][_0-9A-Za-z]*)/;

/** The operation's name, which the API's logs and the e2e fakes go by; undefined for a fragment. */
export const operationNameOf = (document: string): string | undefined => OPERATION.exec(document)?.[1];
