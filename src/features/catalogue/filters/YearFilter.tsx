import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { FilterQuery } from '../../../../common/filters/search-params';
import { Select } from '../../../ui/Select';
import * as styles from './filters.css';

type YearFilterProps = {
  from: number | undefined;
  to: number | undefined;
  bounds: { min: number; max: number } | undefined;
  onApply: (patch: Pick<FilterQuery, 'fromYear' | 'toYear'>) => void;
};

const ANY = 'any';
const FALLBACK_FIRST_YEAR = 2000;
const THIS_YEAR = new Date().getFullYear();

/** From and to; a reversed pair is shown as an error and never reaches the URL (SPEC §5). */
export function YearFilter({ from, to, bounds, onApply }: YearFilterProps) {
  const { t } = useLingui();
  const [draft, setDraft] = useState({ from, to });
  const last = Math.max(bounds?.max ?? THIS_YEAR, from ?? 0, to ?? 0);
  const first = Math.min(bounds?.min ?? FALLBACK_FIRST_YEAR, from ?? last, to ?? last);
  const years = Array.from({ length: last - first + 1 }, (_, index) => String(last - index));
  const options = [{ value: ANY, label: t`Cualquiera` }, ...years.map((year) => ({ value: year, label: year }))];
  const invalid = draft.from !== undefined && draft.to !== undefined && draft.from > draft.to;
  const change = (side: 'from' | 'to', value: string) => {
    const next = { ...draft, [side]: value === ANY ? undefined : Number(value) };
    setDraft(next);
    if (next.from === undefined || next.to === undefined || next.from <= next.to) onApply({ fromYear: next.from, toYear: next.to });
  };
  return (
    <div className={styles.rangeRow}>
      <Select label={t`Desde`} options={options} value={String(draft.from ?? ANY)} onValueChange={(value) => change('from', value)} />
      <Select label={t`Hasta`} options={options} value={String(draft.to ?? ANY)} onValueChange={(value) => change('to', value)} error={invalid ? t`Debe ser un rango válido` : undefined} />
    </div>
  );
}
