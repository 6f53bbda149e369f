import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useActorRef, useSelector } from '@xstate/react';
import { inspect } from '../../../lib/inspector';
import { TERMS } from '../../../lib/routes';
import { Button } from '../../../ui/Button';
import { consentAnsweredBefore, cookieConsent } from '../api/shell-actors';
import * as styles from './CookieBanner.css';

export function CookieBanner() {
  const { t } = useLingui();
  const consent = useActorRef(cookieConsent, { input: { answeredBefore: consentAnsweredBefore() }, inspect });
  const visible = useSelector(consent, (snapshot) => snapshot.hasTag('visible'));
  if (!visible) return null;
  return (
    <section className={styles.banner} aria-label={t`Aviso de cookies`}>
      <p className={styles.text}>
        <Trans>
          Usamos cookies para recordar tus preferencias y, si lo aceptas, medir el uso del sitio. <Link to={TERMS}>Más detalles</Link>
        </Trans>
      </p>
      <div className={styles.actions}>
        <Button size="sm" variant="secondary" onClick={() => consent.send({ type: 'consent.refuse' })}>
          <Trans>Rechazar</Trans>
        </Button>
        <Button size="sm" onClick={() => consent.send({ type: 'consent.accept' })}>
          <Trans>Aceptar</Trans>
        </Button>
      </div>
    </section>
  );
}
