import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { DrawerSection, MobileDrawerEvent } from '../../../../machines/mobile-drawer/mobile-drawer.machine';
import { BUY, FAQS, FIND_MY_CAR } from '../../../lib/routes';
import { Drawer, DrawerContent } from '../../../ui/Drawer';
import { ContactButton } from '../contact/ContactButton';
import { ContactChatLink } from '../contact/ContactChatLink';
import { DrawerPreferences } from './DrawerPreferences';
import type { AccountSlots } from './header-slots';
import { NARROW_BAR_HEIGHT } from './header.css';
import * as styles from './MobileDrawer.css';
import { SignInButton } from './SignInButton';
import { useSignedIn } from '../../../hooks/session';

type MobileDrawerProps = {
  account: AccountSlots['drawer'];
  id: string;
  isOpen: boolean;
  openSection: DrawerSection | '';
  send: (event: MobileDrawerEvent) => void;
};

/** SPEC §2's narrow navigation, in its order: sign in, buy, find my car, contact, language, currency, FAQs. */
export function MobileDrawer({ account, id, isOpen, openSection, send }: MobileDrawerProps) {
  const { t } = useLingui();
  const signedIn = useSignedIn();
  return (
    <Drawer open={isOpen} onOpenChange={(open) => !open && send({ type: 'drawer.close' })}>
      <DrawerContent id={id} side="right" title={t`Menú`} closeLabel={t`Cerrar menú`} offsetTop={NARROW_BAR_HEIGHT}>
        <nav aria-label={t`Principal`} className={styles.content}>
          {signedIn ? account({ open: openSection === 'account', onToggle: () => send({ type: 'section.toggle', section: 'account' }) }) : <SignInButton fullWidth onOpen={() => send({ type: 'drawer.close' })} />}
          <ul className={styles.links}>
            <li>
              <Link to={BUY} className={styles.link}>
                {t`Comprar`}
              </Link>
            </li>
            <li>
              <Link to={FIND_MY_CAR} className={styles.link}>
                {t`Encuentra mi carro`}
              </Link>
            </li>
            <li>
              <ContactChatLink className={styles.link} />
            </li>
            <li>
              {/* The drawer closes first: one modal at a time, and focus lands in the contact modal. */}
              <ContactButton className={styles.linkButton} onOpen={() => send({ type: 'drawer.close' })} />
            </li>
          </ul>
          <DrawerPreferences openSection={openSection} onToggleSection={(section) => send({ type: 'section.toggle', section })} />
          <ul className={styles.links}>
            <li>
              <Link to={FAQS} className={styles.link}>
                {t`Preguntas frecuentes`}
              </Link>
            </li>
          </ul>
        </nav>
      </DrawerContent>
    </Drawer>
  );
}
