import { Trans } from '@lingui/react/macro';
import { Badge } from '../../../ui/Badge';
import * as styles from './HomeFaq.css';

/** Subscriptions are not open yet; saying so beats a form that goes nowhere. */
export function NewsletterSoon() {
  return (
    <aside aria-labelledby="home-newsletter-title" className={styles.newsletter}>
      <Badge tone="info">
        <Trans>Próximamente</Trans>
      </Badge>
      <h3 id="home-newsletter-title" className={styles.newsletterTitle}>
        <Trans>Boletín de Ola Cars</Trans>
      </h3>
      <p>
        <Trans>Muy pronto podrás suscribirte para recibir los carros nuevos y las ofertas de la semana en tu correo.</Trans>
      </p>
    </aside>
  );
}
