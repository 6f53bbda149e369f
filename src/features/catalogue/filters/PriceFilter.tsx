import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import type { FilterQuery } from '../../../../common/filters/search-params';
import { Button } from '../../../ui/Button';
import { TextField } from '../../../ui/TextField';
import { useDisplayRate } from '../../../hooks/display-currency';
import { digitsOnly, parseAmount, withSeparators } from './number-input';
import * as styles from './filters.css';

type PriceFilterProps = {
  min: number | undefined;
  max: number | undefined;
  bounds: { min: number; max: number } | undefined;
  onApply: (patch: Pick<FilterQuery, 'minPrice' | 'maxPrice'>) => void;
};

/** Typed in the visitor's currency, stored in the URL in the base currency so a shared link means the same cars. */
export function PriceFilter({ min, max, bounds, onApply }: PriceFilterProps) {
  const { t } = useLingui();
  const rate = useDisplayRate();
  const shown = (base: number | undefined) => (base === undefined ? '' : withSeparators(String(Math.round(base * rate.value))));
  const [from, setFrom] = useState(shown(min));
  const [to, setTo] = useState(shown(max));
  const [invalid, setInvalid] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const [low, high] = [parseAmount(from), parseAmount(to)];
    if (low !== undefined && high !== undefined && low > high) return setInvalid(true);
    const toBase = (value: number | undefined) => (value === undefined ? undefined : Math.round(value / rate.value));
    onApply({ minPrice: toBase(low), maxPrice: toBase(high) });
  };
  return (
    <form className={styles.rangeForm} onSubmit={submit} noValidate>
      <div className={styles.rangeRow}>
        <TextField label={t`Mínimo`} inputMode="numeric" value={from} placeholder={bounds ? shown(bounds.min) : ''} onChange={(event) => { setFrom(withSeparators(digitsOnly(event.target.value))); setInvalid(false); }} />
        <TextField label={t`Máximo`} inputMode="numeric" value={to} placeholder={bounds ? shown(bounds.max) : ''} error={invalid ? t`Debe ser un rango válido` : undefined} onChange={(event) => { setTo(withSeparators(digitsOnly(event.target.value))); setInvalid(false); }} />
      </div>
      <Button type="submit" variant="secondary" size="sm">
        <Trans>Aplicar precio</Trans>
      </Button>
    </form>
  );
}
