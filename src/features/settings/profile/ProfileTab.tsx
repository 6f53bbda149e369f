import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { selfUserQueryOptions } from '../api/self-user';
import { FailedLoad } from '../../../components/feedback/FailedLoad';
import * as styles from '../page/SettingsPage.css';
import { ProfileForm } from './ProfileForm';
import { ProfileSkeleton } from './ProfileSkeleton';

export function ProfileTab() {
  const { t } = useLingui();
  const profile = useQuery(selfUserQueryOptions());
  return (
    <section className={styles.panel} aria-labelledby="profile-title">
      <h2 id="profile-title" className={styles.subtitle}>
        <Trans>Datos personales</Trans>
      </h2>
      {profile.isPending ? (
        <ProfileSkeleton />
      ) : profile.isError ? (
        <FailedLoad what={t`No pudimos cargar tu perfil`} error={profile.error} onRetry={() => void profile.refetch()} retrying={profile.isFetching} />
      ) : (
        // A form per user: its machine starts from that profile and owns the fields from then on.
        <ProfileForm key={profile.data.id} profile={profile.data} />
      )}
    </section>
  );
}
