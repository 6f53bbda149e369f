import { Trans } from '@lingui/react/macro';
import { AlertIcon } from '../../../ui/icons/interfaceIcons';
// ProblemPage first: the stylesheet follows module order, and the page's own rules must come after
// those of the Container it sits in, whose width and padding they override.
import { ProblemPage } from './ProblemPage';
import * as styles from './ProblemPage.css';

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
