import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/** How soon the owner hopes to sell, offered in days (the API takes 1–365). */
export const SALE_DAYS_OPTIONS: ReadonlyArray<{ days: number; label: MessageDescriptor }> = [
  { days: 7, label: msg`1 semana` },
  { days: 14, label: msg`2 semanas` },
  { days: 30, label: msg`1 mes` },
  { days: 90, label: msg`3 meses` },
  { days: 180, label: msg`6 meses` },
];
