import { Trans } from '@lingui/react/macro';
// ProblemPage first: the stylesheet follows module order, and the page's own rules must come after
// those of the Container it sits in, whose width and padding they override.
import { ProblemPage } from './ProblemPage';
import * as styles from './ProblemPage.css';

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
