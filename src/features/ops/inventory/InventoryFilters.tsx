import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import { STAFF_CARS_LIMITS } from '../../../../common/inventory';
import { Select } from '../../../ui/Select';
import { TextField } from '../../../ui/TextField';
import * as styles from './Inventory.css';
import { CAR_STATUS_WORDS } from '../ops-words';
import { INVENTORY_STATUSES } from './inventory-words';
import { useDebounced } from './use-debounced';

export type InventoryFilterValue = { status?: string; search: string };
type Props = InventoryFilterValue & { onChange: (next: InventoryFilterValue) => void };

const EVERY_STATUS = 'ALL';

/** The status to show and the search box; the search reaches the address once typing pauses. */
export function InventoryFilters({ status, search, onChange }: Props) {
  const { t, i18n } = useLingui();
  const [typed, setTyped] = useState(search);
  const settled = useDebounced(typed);
  // What the address was last given or gave: a pause in typing puts a new search there, and an
  // address changed by going back or forward puts its search in the box.
  const inAddress = useRef(search);
  useEffect(() => {
    if (settled === inAddress.current) return;
    inAddress.current = settled;
    onChange({ status, search: settled });
  }, [settled, status, onChange]);
  useEffect(() => {
    if (search === inAddress.current) return;
    inAddress.current = search;
    setTyped(search);
  }, [search]);
  const options = [{ value: EVERY_STATUS, label: t`Todos los estados` }, ...INVENTORY_STATUSES.map((each) => ({ value: each, label: i18n._(CAR_STATUS_WORDS[each]!) }))];
  return (
    <search className={styles.filters}>
      <Select label={t`Estado`} options={options} value={status ?? EVERY_STATUS} onValueChange={(next) => onChange({ status: next === EVERY_STATUS ? undefined : next, search: typed })} />
      <TextField type="search" label={t`Buscar`} hint={t`Marca, modelo, año o slug`} value={typed} maxLength={STAFF_CARS_LIMITS.maxSearch} autoComplete="off" onChange={(event) => setTyped(event.target.value)} />
    </search>
  );
}
