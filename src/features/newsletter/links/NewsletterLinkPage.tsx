import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useActorRef, useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import { newsletterLinkMachine } from '../../../../machines/newsletter/newsletter-link.machine';
import { useDocumentTitle } from '../../../hooks/document-title';
import { inspect } from '../../../lib/inspector';
import { BUY, HOME } from '../../../lib/routes';
import { Button, buttonClassName } from '../../../ui/Button';
import { Container } from '../../../ui/Container';
import { Spinner } from '../../../ui/Spinner';
import { followNewsletterLink, type NewsletterLinkKind } from '../api/newsletter-requests';
import { LINK_WORDS } from './link-words';
import * as styles from './NewsletterLinkPage.css';

const machines = {
  confirm: newsletterLinkMachine.provide({ actors: { followLink: fromPromise(({ input }) => followNewsletterLink.confirm(input.token)) } }),
  unsubscribe: newsletterLinkMachine.provide({ actors: { followLink: fromPromise(({ input }) => followNewsletterLink.unsubscribe(input.token)) } }),
};

/** /newsletter/confirm and /newsletter/unsubscribe: an e-mail's link, followed as the page opens, without signing in. */
export function NewsletterLinkPage({ kind, token }: { kind: NewsletterLinkKind; token: string }) {
  const { t } = useLingui();
  const actorRef = useActorRef(machines[kind], { input: { token }, inspect });
  const outcome = useSelector(actorRef, (snapshot) => (snapshot.matches('done') ? 'done' : snapshot.matches('refused') ? 'refused' : snapshot.matches('failed') ? 'failed' : 'following'));
  const words = LINK_WORDS[kind][outcome];
  const title = t(words.title);
  useDocumentTitle(title);
  return (
    <Container width="narrow" className={styles.page}>
      <h1 className={styles.title}>{title}</h1>
      {outcome === 'following' ? <Spinner label={title} /> : null}
      {words.text ? <p className={styles.text} role={outcome === 'failed' ? 'alert' : undefined}>{t(words.text)}</p> : null}
      {outcome === 'failed' ? (
        <div className={styles.actions}>
          <Button variant="primary" onClick={() => actorRef.send({ type: 'link.retry' })}>
            <Trans>Reintentar</Trans>
          </Button>
        </div>
      ) : null}
      {outcome === 'done' || outcome === 'refused' ? (
        <div className={styles.actions}>
          <Link to={BUY} className={buttonClassName({ variant: 'primary' })}>
            <Trans>Ver los carros disponibles</Trans>
          </Link>
          <Link to={HOME} className={buttonClassName({ variant: 'secondary' })}>
            <Trans>Ir al inicio</Trans>
          </Link>
        </div>
      ) : null}
    </Container>
  );
}
