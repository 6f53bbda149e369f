import { Trans, useLingui } from '@lingui/react/macro';
import { useActorRef, useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { newsletterForm } from '../../../../machines/newsletter/newsletter-signup.machine';
import { keepFieldFocus } from '../../../components/form/focus-first-problem';
import { LockedForm } from '../../../components/form/LockedForm';
import { useFormField } from '../../../components/form/useFormField';
import { wordFieldProblem } from '../../../components/form/word-field-problem';
import { useSession } from '../../../hooks/session';
import { inspect } from '../../../lib/inspector';
import { Button } from '../../../ui/Button';
import { TextField } from '../../../ui/TextField';
import { NewsletterAwaiting } from './NewsletterAwaiting';
import * as styles from './NewsletterSignup.css';
import { newsletterSignup } from './newsletter-signup';

type Props = {
  /** Names the card's heading, unique on the page (the home page and the footer both have one). */
  id: string;
  /** The heading's level where the card stands: a section of the home page, or the footer. */
  heading: 'h2' | 'h3';
};

/** The newsletter's subscribe card (SPEC §2 home, footer): an address, then the request to confirm it from the inbox. */
export function NewsletterSignup({ id, heading: Heading }: Props) {
  // A signed-in visitor starts with their own address; they may type another.
  const email = useSession()?.user.email;
  const actorRef = useActorRef(newsletterSignup, { input: { email }, inspect });
  const awaiting = useSelector(actorRef, (snapshot) => snapshot.matches('awaitingConfirmation'));
  const sentTo = useSelector(actorRef, (snapshot) => snapshot.context.email);
  const form = useSelector(actorRef, (snapshot) => snapshot.children.newsletterForm);
  return (
    <section aria-labelledby={`${id}-title`} className={styles.card}>
      <Heading id={`${id}-title`} className={styles.title}>
        <Trans>Boletín de Ola Cars</Trans>
      </Heading>
      <p className={styles.intro}>
        <Trans>Recibe en tu correo los carros nuevos y las ofertas de la semana.</Trans>
      </p>
      {awaiting ? <NewsletterAwaiting email={sentTo} onAnother={() => actorRef.send({ type: 'signup.another' })} /> : form ? <SignupForm form={form} id={id} /> : null}
    </section>
  );
}

// Its own label: the page around it often has an e-mail field of its own (a wizard's person step).
function SignupForm({ form, id }: { form: ActorRefFrom<typeof newsletterForm>; id: string }) {
  const { t } = useLingui();
  const busy = useSelector(form, (snapshot) => snapshot.hasTag('busy'));
  return (
    <LockedForm form={form} label={t`Suscribirme al boletín`} fieldsetClassName={styles.fieldset}>
      <TextField id={`${id}-email`} type="email" autoComplete="email" label={t`Correo para el boletín`} maxLength={50} required className={styles.field} {...useFormField(form, 'email', wordFieldProblem)} />
      {/* The address keeps focus until the click lands: its blur check must not move the button away first. */}
      <Button type="submit" variant="primary" loading={busy} onMouseDown={keepFieldFocus}>
        <Trans>Suscribirme</Trans>
      </Button>
      <p className={styles.fineprint}>
        <Trans>Te enviaremos un correo para confirmar. Puedes darte de baja cuando quieras.</Trans>
      </p>
    </LockedForm>
  );
}
