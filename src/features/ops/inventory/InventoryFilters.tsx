import { useLingui } from '@lingui/react/macro';
import { STAFF_CARS_LIMITS } from '../../../../common/inventory';
import { useSearchInAddress } from '../../../hooks/use-search-in-address';
import { Select } from '../../../ui/Select';
import { TextField } from '../../../ui/TextField';
import * as styles from './Inventory.css';
import { CAR_STATUS_WORDS } from '../ops-words';
import { INVENTORY_STATUSES } from './inventory-words';

export type InventoryFilterValue = { status?: string; search: string };
type Props = InventoryFilterValue & { onChange: (next: InventoryFilterValue) => void };

const EVERY_STATUS = 'ALL';

/** The status to show and the search box; the search reaches the address once typing pauses. */
export function InventoryFilters({ status, search, onChange }: Props) {
  const { t, i18n } = useLingui();
  const [typed, setTyped] = useSearchInAddress(search, (next) => onChange({ status, search: next }));
  const options = [{ value: EVERY_STATUS, label: t`Todos los estados` }, ...INVENTORY_STATUSES.map((each) => ({ value: each, label: i18n._(CAR_STATUS_WORDS[each]!) }))];
  return (
    <search className={styles.filters}>
      <Select label={t`Estado`} options={options} value={status ?? EVERY_STATUS} onValueChange={(next) => onChange({ status: next === EVERY_STATUS ? undefined : next, search: typed })} />
      <TextField type="search" label={t`Buscar`} hint={t`Marca, modelo, año o slug`} value={typed} maxLength={STAFF_CARS_LIMITS.maxSearch} autoComplete="off" onChange={(event) => setTyped(event.target.value)} />
    </search>
  );
}
