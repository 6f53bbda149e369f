import { Trans } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { selfUserQueryOptions } from '../api/self-user';
import * as styles from '../page/SettingsPage.css';
import { PriceAlertsForm } from './PriceAlertsForm';

/** The account's e-mail preferences, under the profile; it shows once the profile tab has loaded it. */
export function PriceAlertsSection() {
  const profile = useQuery(selfUserQueryOptions());
  if (!profile.isSuccess) return null;
  return (
    <section className={styles.panel} aria-labelledby="price-alerts-title">
      <h2 id="price-alerts-title" className={styles.subtitle}>
        <Trans>Correos</Trans>
      </h2>
      {/* A form per user: its machine starts from that user's switch and owns it from then on. */}
      <PriceAlertsForm key={profile.data.id} record={profile.data} />
    </section>
  );
}
