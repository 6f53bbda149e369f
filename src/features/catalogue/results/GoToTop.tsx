import { Trans } from '@lingui/react/macro';
import { Button } from '../../../ui/Button';
import { ArrowUpIcon } from '../../../ui/icons/interfaceIcons';
import * as styles from './results.css';

/** Back to the filters after a long page; focus follows so keyboard users land there too. */
export function GoToTop() {
  const goToTop = () => {
    window.scrollTo({ top: 0, behavior: window.matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth' });
    document.getElementById('main-content')?.focus({ preventScroll: true });
  };
  return (
    <Button variant="ghost" className={styles.goToTop} onClick={goToTop}>
      <ArrowUpIcon size="sm" />
      <Trans>Ir arriba</Trans>
    </Button>
  );
}
