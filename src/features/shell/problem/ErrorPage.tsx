import { Trans } from '@lingui/react/macro';
import { AlertIcon } from '../../../ui/icons/interfaceIcons';
import * as styles from './ProblemPage.css';
import { ProblemPage } from './ProblemPage';

export function ErrorPage() {
  return (
    <ProblemPage
      badge={
        <span className={styles.illustration}>
          <AlertIcon size="lg" />
        </span>
      }
      detail={<Trans>Tuvimos un problema al mostrar esta página. Actualiza para intentarlo de nuevo.</Trans>}
    />
  );
}
