import { useLingui } from '@lingui/react/macro';
import { Select } from '../../../ui/Select';
import { LEAD_KINDS, LEAD_STATUSES, leadKindName, leadStatusName } from './lead-words';
import * as styles from './Leads.css';

export type LeadsFilterValue = { kind?: string; status?: string };
type Props = LeadsFilterValue & { onChange: (next: LeadsFilterValue) => void };

const EVERY = 'ALL';
const orEvery = (value: string) => (value === EVERY ? undefined : value);

/** The source and the status to show; both go to the address, so a view of the inbox can be shared. */
export function LeadsFilters({ kind, status, onChange }: Props) {
  const { t, i18n } = useLingui();
  const kinds = [{ value: EVERY, label: t`Todos los tipos` }, ...LEAD_KINDS.map((each) => ({ value: each, label: leadKindName(i18n, each) }))];
  const statuses = [{ value: EVERY, label: t`Abiertos y cerrados` }, ...LEAD_STATUSES.map((each) => ({ value: each, label: leadStatusName(i18n, each) }))];
  return (
    <search className={styles.filters}>
      <Select label={t`Tipo`} options={kinds} value={kind ?? EVERY} onValueChange={(next) => onChange({ kind: orEvery(next), status })} />
      <Select label={t`Estado`} options={statuses} value={status ?? EVERY} onValueChange={(next) => onChange({ kind, status: orEvery(next) })} />
    </search>
  );
}
