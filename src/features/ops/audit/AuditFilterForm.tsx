import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Button } from '../../../ui/Button';
import { Select } from '../../../ui/Select';
import { TextField } from '../../../ui/TextField';
import type { AuditFilter } from '../api/audit-query';
import { SUBJECT_TYPES, subjectTypeName } from './audit-words';
import * as styles from './Audit.css';

const ANY = 'any';

type Props = { filter: AuditFilter; onFilter: (filter: AuditFilter) => void };

/** Narrows the log to one kind of record, or to one record; what it holds comes from the address (the page keys it by the filter). */
export function AuditFilterForm({ filter, onFilter }: Props) {
  const { t, i18n } = useLingui();
  const [subjectType, setSubjectType] = useState(filter.subjectType ?? ANY);
  const [subjectId, setSubjectId] = useState(filter.subjectId ?? '');
  const known = SUBJECT_TYPES.includes(subjectType) || subjectType === ANY ? SUBJECT_TYPES : [...SUBJECT_TYPES, subjectType];
  const options = [{ value: ANY, label: t`Todos` }, ...known.map((type) => ({ value: type, label: subjectTypeName(i18n, type) }))];
  const filtered = Boolean(filter.subjectType || filter.subjectId);
  return (
    <form
      aria-label={t`Filtrar el registro`}
      className={styles.filter}
      onSubmit={(event) => {
        event.preventDefault();
        onFilter({ subjectType: subjectType === ANY ? undefined : subjectType, subjectId: subjectId.trim() || undefined });
      }}
    >
      <Select label={t`Tipo de registro`} options={options} value={subjectType} onValueChange={setSubjectType} />
      <TextField label={t`Id del registro`} value={subjectId} maxLength={100} autoComplete="off" onChange={(event) => setSubjectId(event.target.value)} />
      <div className={styles.actions}>
        <Button type="submit" variant="primary">
          <Trans>Filtrar</Trans>
        </Button>
        {filtered ? (
          <Button variant="secondary" onClick={() => onFilter({})}>
            <Trans>Quitar filtro</Trans>
          </Button>
        ) : null}
      </div>
    </form>
  );
}
