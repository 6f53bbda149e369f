import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { RESERVATION_DEPOSIT } from '../../../../common/reservation-deposit';
import { fieldGrid } from '../../../components/form/FieldGrid.css';
import { useField } from '../../../components/form/useField';
import type { FormActorRef } from '../../../components/form/useFormField';
import { StepForm } from '../../../components/wizard/StepForm';
import * as notes from '../../../components/wizard/WizardNotes.css';
import { TextField } from '../../../ui/TextField';
import type { ReserveRef } from '../api/reserve-actors';
import { SANDBOX_CARDS } from '../api/sandbox-card';
import * as styles from './CardStep.css';

/**
 * The card, clearly marked as the payment processor's test mode: no real charge, and the test cards
 * to use. The fields carry the browser's card autocomplete names; nothing typed here is stored.
 */
export function CardStep({ reserve, form }: { reserve: ReserveRef; form: FormActorRef }) {
  const { t } = useLingui();
  const declined = useSelector(reserve, (snapshot) => snapshot.context.declined);
  const cardholder = useField(form, 'cardholder');
  const number = useField(form, 'number');
  const expiry = useField(form, 'expiry');
  const cvc = useField(form, 'cvc');
  const deposit = `US$${RESERVATION_DEPOSIT.amount}`;
  return (
    <StepForm form={form} title={t`Pago del depósito`} onBack={() => reserve.send({ type: 'step.back' })} submitLabel={<Trans>Pagar {deposit} y reservar</Trans>}>
      <section className={styles.sandbox} aria-labelledby="sandbox-title">
        <h3 id="sandbox-title" className={styles.sandboxTitle}>
          <Trans>Modo de prueba: no se hace ningún cargo real</Trans>
        </h3>
        <p className={notes.muted}>
          <Trans>Usa una de estas tarjetas de prueba, con cualquier vencimiento futuro y cualquier código de 3 dígitos:</Trans>
        </p>
        <ul className={styles.testCards}>
          {SANDBOX_CARDS.map((card) => (
            <li key={card.number}>
              <code>{card.number}</code> {card.approves ? <Trans>se aprueba</Trans> : <Trans>se rechaza</Trans>}
            </li>
          ))}
        </ul>
      </section>
      {declined ? (
        <p role="alert" className={notes.warning}>
          <Trans>Tu tarjeta fue rechazada y no se te cobró nada. Prueba con otra tarjeta.</Trans>
        </p>
      ) : null}
      <div className={fieldGrid}>
        <TextField label={t`Nombre en la tarjeta`} autoComplete="cc-name" required maxLength={50} {...cardholder} />
        <TextField label={t`Número de tarjeta`} autoComplete="cc-number" inputMode="numeric" required maxLength={23} {...number} />
        <TextField label={t`Vencimiento (MM/AA)`} autoComplete="cc-exp" inputMode="numeric" placeholder={t`MM/AA`} required maxLength={7} {...expiry} />
        <TextField label={t`Código de seguridad (CVC)`} autoComplete="cc-csc" inputMode="numeric" required maxLength={4} {...cvc} />
      </div>
    </StepForm>
  );
}
