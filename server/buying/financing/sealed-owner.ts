/**
 * What a row's sealed classified values are bound to (server/privacy/classified-data.ts): its table
 * and its own id, chosen before the insert. Copied into another row, even one of the same person,
 * they do not open.
 */
export const sealedOwner = (table: 'prequalifications' | 'financing_applications', id: string): string => `${table}:${id}`;
