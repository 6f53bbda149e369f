import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import * as styles from './AppShell.css';
import { CookieBannerSlot } from './cookie-banner/CookieBannerSlot';
import { ShellModalSlots } from './app-download/ShellModalSlots';
import { FooterSlot } from './footer/FooterSlot';
import type { AccountSlots } from './header/header-slots';
import { Header } from './header/Header';
import { useDisplayCurrencySync } from './preferences/display-currency-hooks';
import { FloatingWhatsAppButton } from './whatsapp/FloatingWhatsAppButton';

const MAIN_ID = 'main-content';

/**
 * Frame of every page: header, the page itself, footer, and the floating chat and cookie notice.
 * The account UI and the footer's newsletter card belong to other features: the root route hands them in.
 */
export function AppShell({ account, newsletter, children }: { account: AccountSlots; newsletter?: ReactNode; children: ReactNode }) {
  useDisplayCurrencySync();
  return (
    <div className={styles.shell}>
      <a className={styles.skipLink} href={`#${MAIN_ID}`}>
        <Trans>Saltar al contenido</Trans>
      </a>
      <Header account={account} />
      <main id={MAIN_ID} tabIndex={-1} className={styles.main}>
        {children}
      </main>
      <FooterSlot newsletter={newsletter} />
      <ShellModalSlots />
      {/* One bottom dock: the chat button stands on the cookie bar, never under it. */}
      <div className={styles.bottomDock}>
        <FloatingWhatsAppButton />
        <CookieBannerSlot />
      </div>
    </div>
  );
}
