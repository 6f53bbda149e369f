import { Trans } from '@lingui/react/macro';
import * as styles from './ProblemPage.css';
import { ProblemPage } from './ProblemPage';

/** A mistyped or outdated address: going back is as likely to help as a reload. */
export function NotFoundPage() {
  return (
    <ProblemPage
      badge={
        <p className={styles.code} aria-hidden="true">
          404
        </p>
      }
      detail={<Trans>No encontramos la página que buscas. Puede que la dirección esté mal escrita o que la página ya no exista.</Trans>}
      offerBack
    />
  );
}
