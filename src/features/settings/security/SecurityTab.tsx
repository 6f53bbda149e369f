import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { selfUserQueryOptions } from '../api/self-user';
import { FailedLoad } from '../../../components/feedback/FailedLoad';
import * as styles from '../page/SettingsPage.css';
import { ProfileSkeleton } from '../profile/ProfileSkeleton';
import { PasswordForm } from './PasswordForm';

export function SecurityTab() {
  const { t } = useLingui();
  const profile = useQuery(selfUserQueryOptions());
  return (
    <section className={styles.panel} aria-labelledby="security-title">
      <h2 id="security-title" className={styles.subtitle}>
        <Trans>Cambiar contraseña</Trans>
      </h2>
      {profile.isPending ? (
        <ProfileSkeleton />
      ) : profile.isError ? (
        <FailedLoad what={t`No pudimos cargar tu perfil`} error={profile.error} onRetry={() => void profile.refetch()} retrying={profile.isFetching} />
      ) : profile.data.hasPassword ? (
        <PasswordForm />
      ) : (
        // A Google-only account has no password here to change; Google keeps it.
        <p className={styles.note}>
          <Trans>Inicias sesión con Google, así que tu cuenta no tiene una contraseña de Ola Cars. Para cambiar tu contraseña, hazlo en tu cuenta de Google.</Trans>
        </p>
      )}
    </section>
  );
}
