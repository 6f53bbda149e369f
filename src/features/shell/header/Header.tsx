import * as styles from './header.css';
import { NarrowHeader } from './NarrowHeader';
import { WideHeader } from './WideHeader';

/** Both layouts are rendered; CSS shows the one for the viewport, so resizing never flashes. */
export function Header() {
  return (
    <header className={styles.header}>
      <WideHeader />
      <NarrowHeader />
    </header>
  );
}
