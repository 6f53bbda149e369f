import type { CSSProperties } from 'react';

const propertyName = (cssVar: string): string => cssVar.replace(/^var\((--[^,)]+).*\)$/, '$1');

/** Inline style that sets vanilla-extract `createVar()` variables; entries left undefined are skipped. */
export const inlineVars = (values: ReadonlyArray<readonly [cssVar: string, value: string | undefined]>): CSSProperties =>
  Object.fromEntries(
    values.filter(([, value]) => value !== undefined).map(([cssVar, value]) => [propertyName(cssVar), value]),
  ) as CSSProperties;
