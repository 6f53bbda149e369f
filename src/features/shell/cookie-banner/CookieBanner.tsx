import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useMachine } from '@xstate/react';
import { cookieConsentMachine } from '../../../../machines/cookie-consent/cookie-consent.machine';
import { inspect } from '../../../lib/inspector';
import { TERMS } from '../../../lib/routes';
import { readStored, writeStored } from '../../../lib/storage';
import { Button } from '../../../ui/Button';
import * as styles from './CookieBanner.css';

const CONSENT_STORAGE_KEY = 'cookieConsent';

const rememberedConsentMachine = cookieConsentMachine.provide({
  actions: { rememberConsent: () => writeStored(CONSENT_STORAGE_KEY, 'accepted') },
});

export function CookieBanner() {
  const { t } = useLingui();
  const [snapshot, send] = useMachine(rememberedConsentMachine, {
    input: { acceptedBefore: readStored(CONSENT_STORAGE_KEY) === 'accepted' },
    inspect,
  });
  if (!snapshot.hasTag('visible')) return null;
  return (
    <section className={styles.banner} aria-label={t`Aviso de cookies`}>
      <p className={styles.text}>
        <Trans>
          Usamos cookies para recordar tus preferencias y medir el uso del sitio. <Link to={TERMS}>Más detalles</Link>
        </Trans>
      </p>
      <Button size="sm" onClick={() => send({ type: 'consent.accept' })}>
        <Trans>Aceptar</Trans>
      </Button>
    </section>
  );
}
