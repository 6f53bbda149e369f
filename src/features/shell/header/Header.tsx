import type { AccountSlots } from './header-slots';
import * as styles from './header.css';
import { NarrowHeader } from './NarrowHeader';
import { WideHeader } from './WideHeader';

/** Both layouts are rendered; CSS shows the one for the viewport, so resizing never flashes. */
export function Header({ account }: { account: AccountSlots }) {
  return (
    <header className={styles.header}>
      <WideHeader account={account.menu} favourites={account.favourites} />
      <NarrowHeader account={account.drawer} favourites={account.favourites} />
    </header>
  );
}
