import { useLingui } from '@lingui/react/macro';
import { AlertIcon, CheckIcon, InfoIcon } from '../../../ui/icons/interfaceIcons';
import * as styles from './PointResult.css';

/** An icon for each result, named so the list reads the same without colour. */
export function PointResult({ result }: { result: string }) {
  const { t } = useLingui();
  if (result === 'repaired') return <InfoIcon size="sm" title={t`Reparado`} className={styles.repaired} />;
  if (result === 'attention') return <AlertIcon size="sm" title={t`Requiere atención`} className={styles.attention} />;
  return <CheckIcon size="sm" title={t`En buen estado`} className={styles.ok} />;
}
