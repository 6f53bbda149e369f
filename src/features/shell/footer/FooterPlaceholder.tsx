import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useId, useState } from 'react';
import { contactModal } from '../../../lib/modal-request';
import { TERMS } from '../../../lib/routes';
import * as styles from './Footer.css';
import type { Instead } from './footer-links';

/**
 * A page the footer names but that is not open yet (SPEC §2's placeholders): a button that reveals,
 * right below it, that the page is not available and where to go instead, rather than a dead link.
 */
export function FooterPlaceholder({ label, instead }: { label: string; instead: Instead }) {
  const [shown, setShown] = useState(false);
  const noteId = useId();
  return (
    <>
      <button type="button" className={styles.linkButton} aria-expanded={shown} aria-controls={noteId} onClick={() => setShown(!shown)}>
        {label}
      </button>
      <p id={noteId} className={styles.placeholderNote} hidden={!shown}>
        <Trans>Esta página aún no está disponible.</Trans>{' '}
        {instead === 'terms' ? (
          <Trans>
            Mientras tanto, lo encuentras en los{' '}
            <Link to={TERMS} className={styles.noteLink}>
              términos y condiciones
            </Link>
            .
          </Trans>
        ) : (
          <Trans>
            Mientras tanto,{' '}
            <button type="button" className={styles.noteLink} aria-haspopup="dialog" onClick={() => contactModal.open()}>
              contáctanos
            </button>{' '}
            y te ayudamos.
          </Trans>
        )}
      </p>
    </>
  );
}
