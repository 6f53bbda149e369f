import { useLingui } from '@lingui/react/macro';
import { IconButton } from '../../../ui/IconButton';
import { CloseIcon, MenuIcon } from '../../../ui/icons/interfaceIcons';
import * as styles from './DrawerToggle.css';

/** `onPrepare`: the visitor is reaching for the button (pointer over it, focus on it). */
type DrawerToggleProps = { isOpen: boolean; onToggle: () => void; onPrepare?: () => void; controls: string };

export function DrawerToggle({ isOpen, onToggle, onPrepare, controls }: DrawerToggleProps) {
  const { t } = useLingui();
  return (
    <IconButton
      label={isOpen ? t`Cerrar menú` : t`Abrir menú`}
      aria-expanded={isOpen}
      aria-controls={controls}
      className={styles.toggle}
      onClick={onToggle}
      onPointerEnter={onPrepare}
      onFocus={onPrepare}
    >
      <MenuIcon className={isOpen ? styles.bars.hidden : styles.bars.shown} />
      <CloseIcon className={isOpen ? styles.cross.shown : styles.cross.hidden} />
    </IconButton>
  );
}
