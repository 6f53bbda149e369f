import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useActorAfterPaint, useDeferredSelector } from '../../../hooks/deferred-actor';
import { useDocumentTitle } from '../../../hooks/document-title';
import { BUY, HOME } from '../../../lib/routes';
import { Button, buttonClassName } from '../../../ui/Button';
import { Container } from '../../../ui/Container';
import { Spinner } from '../../../ui/Spinner';
import type { NewsletterLinkKind } from '../api/newsletter-requests';
import { linkOutcome, loadLinkActor, OUTCOME_BEFORE_ACTOR } from './link-outcome';
import { LINK_WORDS } from './link-words';
import * as styles from './NewsletterLinkPage.css';

/** /newsletter/confirm and /newsletter/unsubscribe: an e-mail's link, followed as the page opens, without signing in. */
export function NewsletterLinkPage({ kind, token }: { kind: NewsletterLinkKind; token: string }) {
  const { t } = useLingui();
  // The page is the machine's first state (following the link) until the actor arrives, just after the first paint.
  const { actor, send } = useActorAfterPaint(() => loadLinkActor().then(({ createLinkActor }) => () => createLinkActor(kind, token)));
  const outcome = useDeferredSelector(actor, linkOutcome, OUTCOME_BEFORE_ACTOR);
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
          <Button variant="primary" onClick={() => send({ type: 'link.retry' })}>
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
