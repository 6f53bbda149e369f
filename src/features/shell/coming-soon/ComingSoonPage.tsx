import type { ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { HOME } from '../../../lib/routes';
import { Badge } from '../../../ui/Badge';
import { buttonClassName } from '../../../ui/Button';
import { Container } from '../../../ui/Container';
import { WhatsappIcon } from '../../../ui/icons/brandIcons';
import { CalendarIcon } from '../../../ui/icons/interfaceIcons';
import { usePageChatLink } from '../contact/usePageChatLink';
import { useDocumentTitle } from '../../../hooks/document-title';
import * as styles from './ComingSoonPage.css';
import { UPCOMING_SCREENS, type UpcomingScreenName } from './upcoming-screens';

type ComingSoonPageProps = {
  screen: UpcomingScreenName;
  /** Extra context from the URL, e.g. the search the visitor typed. */
  children?: ReactNode;
};

/** An honest stand-in for a screen that is not open yet: what it will hold, and what works now. */
export function ComingSoonPage({ screen, children }: ComingSoonPageProps) {
  const { t } = useLingui();
  const { title, description } = UPCOMING_SCREENS[screen];
  const chat = usePageChatLink();
  useDocumentTitle(t(title));
  return (
    <Container className={styles.page}>
      <section className={styles.card} aria-labelledby="coming-soon-title">
        <span className={styles.icon}>
          <CalendarIcon size="lg" />
        </span>
        <Badge tone="info">
          <Trans>Próximamente</Trans>
        </Badge>
        <h1 id="coming-soon-title" className={styles.title}>
          {t(title)}
        </h1>
        <p className={styles.description}>{t(description)}</p>
        {children}
        <p>
          <Trans>Mientras tanto, escríbenos y te ayudamos personalmente.</Trans>
        </p>
        <div className={styles.actions}>
          <Link to={HOME} className={buttonClassName({ variant: 'primary' })}>
            <Trans>Volver al inicio</Trans>
          </Link>
          {chat ? (
            <a className={buttonClassName({ variant: 'secondary' })} href={chat.href} target="_blank" rel="noopener noreferrer">
              <WhatsappIcon size="sm" />
              <Trans>Escríbenos por WhatsApp</Trans>
            </a>
          ) : null}
        </div>
      </section>
    </Container>
  );
}
