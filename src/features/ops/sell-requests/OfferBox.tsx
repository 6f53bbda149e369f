import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { sellOfferForm } from '../../../../machines/sell-offer/sell-offer.machine';
import { keepFieldFocus } from '../../../components/form/focus-first-problem';
import { LockedForm } from '../../../components/form/LockedForm';
import { useFormField } from '../../../components/form/useFormField';
import { inspect } from '../../../lib/inspector';
import { Button } from '../../../ui/Button';
import { TextField } from '../../../ui/TextField';
import { sellOffer } from '../api/ops-actors';
import { refetchQueue } from '../api/queue-query';
import * as styles from './QueueCard.css';
import { offerProblem } from './queue-words';

type Props = { sellRequestId: string; title: string; replacing: boolean };

/** Our offer for one request (a PENDING one's replaces the offer the seller has not answered yet). */
export function OfferBox({ sellRequestId, title, replacing }: Props) {
  const queryClient = useQueryClient();
  const actorRef = useActorRef(sellOffer, { input: { sellRequestId }, inspect });
  const offered = useSelector(actorRef, (snapshot) => snapshot.matches('offered'));
  const form = useSelector(actorRef, (snapshot) => snapshot.children.sellOfferForm);
  // The request changes status: every tab's list is fetched again, which moves this card.
  useEffect(() => {
    if (offered) void refetchQueue(queryClient);
  }, [offered, queryClient]);
  if (offered)
    return (
      <output className={styles.sent}>
        <Trans>Oferta enviada al vendedor.</Trans>
        <Button size="sm" variant="secondary" onClick={() => actorRef.send({ type: 'offer.change' })}>
          <Trans>Cambiar la oferta</Trans>
        </Button>
      </output>
    );
  return form ? <OfferForm form={form} title={title} replacing={replacing} /> : null;
}

function OfferForm({ form, title, replacing }: { form: ActorRefFrom<typeof sellOfferForm>; title: string; replacing: boolean }) {
  const { t } = useLingui();
  const busy = useSelector(form, (snapshot) => snapshot.hasTag('busy'));
  return (
    <LockedForm form={form} label={t`Oferta por ${title}`} className={styles.offerForm} fieldsetClassName={styles.fieldset}>
      <TextField
        label={replacing ? t`Nueva oferta (RD $)` : t`Oferta (RD $)`}
        hint={t`Pesos enteros; vale 7 días.`}
        inputMode="numeric"
        autoComplete="off"
        maxLength={15}
        required
        className={styles.amount}
        {...useFormField(form, 'amount', offerProblem)}
      />
      <Button type="submit" variant="primary" loading={busy} onMouseDown={keepFieldFocus}>
        {replacing ? <Trans>Reemplazar oferta</Trans> : <Trans>Enviar oferta</Trans>}
      </Button>
    </LockedForm>
  );
}
