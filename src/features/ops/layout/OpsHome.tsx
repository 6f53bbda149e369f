import { Trans, useLingui } from '@lingui/react/macro';
import { useDocumentTitle } from '../../../hooks/document-title';
import * as styles from './OpsLayout.css';

/** /ops itself: the sections are in the menu above. */
export function OpsHome() {
  const { t } = useLingui();
  useDocumentTitle(t`Consola`);
  return (
    <p className={styles.muted}>
      <Trans>Elige una sección del menú.</Trans>
    </p>
  );
}
