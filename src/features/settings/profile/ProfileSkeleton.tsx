import { useLingui } from '@lingui/react/macro';
import { Skeleton } from '../../../ui/Skeleton';
import * as styles from '../page/SettingsPage.css';

const FIELDS = ['name', 'lastName', 'phone', 'email', 'kind', 'number'];

/** The profile form's outline while the profile loads. */
export function ProfileSkeleton() {
  const { t } = useLingui();
  return (
    <div aria-busy="true" aria-label={t`Cargando tu perfil`} className={styles.grid}>
      {FIELDS.map((field) => (
        <span key={field}>
          <Skeleton width="40%" />
          <Skeleton height="2.75rem" radius="md" />
        </span>
      ))}
    </div>
  );
}
