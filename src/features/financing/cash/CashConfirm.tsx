import { Trans, useLingui } from '@lingui/react/macro';
import type { FormActorRef } from '../../../components/form/useFormField';
import { StepForm } from '../../../components/wizard/StepForm';
import * as notes from '../../../components/wizard/WizardNotes.css';
import { useDisplayMoney } from '../../../hooks/display-currency';
import { useSignedIn } from '../../../hooks/session';
import { openSignIn } from '../../../lib/sign-in-request';
import { Button } from '../../../ui/Button';
import type { FinancingRef } from '../api/financing-actors';
import type { FinancingCar } from '../api/financing-queries';
import * as styles from './CashConfirm.css';

type Props = { flow: FinancingRef; form: FormActorRef; car: FinancingCar };

/**
 * Paying cash: what is bought and what happens next, then the button that starts the purchase. A
 * purchase is someone's, so a visitor signs in first; signing in reloads the page, which comes back here.
 */
export function CashConfirm({ flow, form, car }: Props) {
  const { t } = useLingui();
  const signedIn = useSignedIn();
  const money = useDisplayMoney();
  const title = car.title;
  const price = money(car.listingPrice);
  const back = () => flow.send({ type: 'step.back' });
  const what = (
    <p className={notes.muted}>
      <Trans>
        Vas a comprar el {title} de contado por {price}. Un asesor te contactará para coordinar el pago y la entrega; la compra quedará en tu cuenta, en Compras.
      </Trans>
    </p>
  );
  if (!signedIn) {
    return (
      <section className={styles.card} aria-labelledby="cash-sign-in-title">
        <h2 id="cash-sign-in-title" className={styles.title}>
          <Trans>Pagar en efectivo</Trans>
        </h2>
        {what}
        <p className={notes.notice}>
          <Trans>Inicia sesión o crea tu cuenta para pagar en efectivo: la compra queda a tu nombre.</Trans>
        </p>
        <div className={styles.actions}>
          <Button variant="secondary" onClick={back}>
            <Trans>Atrás</Trans>
          </Button>
          <Button variant="primary" onClick={() => openSignIn()}>
            <Trans>Iniciar sesión</Trans>
          </Button>
        </div>
      </section>
    );
  }
  return (
    <StepForm form={form} title={t`Pagar en efectivo`} onBack={back} submitLabel={<Trans>Confirmar compra en efectivo</Trans>}>
      {what}
    </StepForm>
  );
}
