import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import { HOME } from '../../../lib/routes';
import { Container } from '../../../ui/Container';
import { Logo } from '../brand/Logo';
import { ContactButton } from '../contact/ContactButton';
import { ContactChatLink } from '../contact/ContactChatLink';
import { CurrencyMenu } from '../preferences/CurrencyMenu';
import { LanguageMenu } from '../preferences/LanguageMenu';
import { useMarketMenus } from '../preferences/market';
import * as styles from './header.css';
import { MAIN_NAV_ITEMS } from './nav-items';
import { SignInButton } from './SignInButton';
import { useSignedIn } from '../../../hooks/session';

export function WideHeader({ account, favourites }: { account: ReactNode; favourites?: ReactNode }) {
  const signedIn = useSignedIn();
  const { t } = useLingui();
  const menus = useMarketMenus();
  return (
    <div className={styles.wide}>
      <div className={styles.topStrip}>
        <Container className={styles.topStripInner}>
          <div className={styles.stripPush}>{menus.currency ? <CurrencyMenu triggerClassName={styles.stripControl} /> : null}</div>
          <ContactChatLink className={styles.stripLink} />
          <ContactButton className={styles.stripButton} />
          {menus.language ? <LanguageMenu triggerClassName={styles.stripControl} /> : null}
        </Container>
      </div>
      <nav aria-label={t`Principal`}>
        <Container className={styles.mainNavInner}>
          <Link to={HOME} className={styles.homeLink} aria-label={t`Ola Cars, ir al inicio`}>
            <Logo />
          </Link>
          <ul className={styles.tabs}>
            {MAIN_NAV_ITEMS.map((item) => (
              <li key={item.to}>
                <Link to={item.to} className={styles.tab}>
                  {t(item.label)}
                </Link>
              </li>
            ))}
          </ul>
          {favourites}
          {signedIn ? account : <SignInButton />}
        </Container>
      </nav>
    </div>
  );
}
