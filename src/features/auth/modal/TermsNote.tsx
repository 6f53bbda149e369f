import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { TERMS } from '../../../lib/routes';
import { closeSignIn } from '../../../lib/sign-in-request';
import * as styles from './AuthPanels.css';

/** Reading the terms leaves the modal, so it closes rather than hiding the page behind it. */
export function TermsNote() {
  return (
    <p className={styles.note}>
      <Trans>
        Al continuar aceptas nuestros{' '}
        <Link to={TERMS} onClick={closeSignIn}>
          términos y condiciones
        </Link>
      </Trans>
    </p>
  );
}
