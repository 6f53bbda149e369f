import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import type { FormActorRef } from '../../../components/form/useFormField';
import { Button } from '../../../ui/Button';
import { Skeleton } from '../../../ui/Skeleton';
import { Stack } from '../../../ui/Stack';
import type { SellWizardRef } from '../api/sell-actors';
import { StepForm } from '../../../components/wizard/StepForm';
import * as styles from '../../../components/wizard/StepForm.css';
import { LoadProblem } from '../../../components/feedback/LoadProblem';
import { PriceFields } from './PriceFields';

/** Step 2, Precio y tiempo: the instant quote (skeleton while quoting, retry on failure), then the hopes. */
export function PriceStep({ wizard, title }: { wizard: SellWizardRef; title: string }) {
  const { t } = useLingui();
  const form = useSelector(wizard, (snapshot) => snapshot.children.priceForm);
  const failed = useSelector(wizard, (snapshot) => snapshot.matches({ price: 'quoteFailed' }));
  const back = () => wizard.send({ type: 'step.back' });
  if (form) return <PriceForm wizard={wizard} form={form} title={title} />;
  return (
    <Stack gap="lg">
      <h2 className={styles.stepTitle[2]}>{title}</h2>
      {failed ? (
        <LoadProblem title={t`No pudimos cotizar tu carro en este momento.`} onRetry={() => wizard.send({ type: 'quote.retry' })} />
      ) : (
        <QuoteLoading />
      )}
      <div className={styles.actions}>
        <Button variant="secondary" onClick={back}>
          <Trans>Atrás</Trans>
        </Button>
      </div>
    </Stack>
  );
}

function QuoteLoading() {
  const { t } = useLingui();
  return (
    <div aria-busy="true" aria-label={t`Cotizando tu carro`}>
      <Stack gap="sm">
        <Skeleton height="24px" width="60%" />
        <Skeleton height="40px" width="40%" />
        <Skeleton height="64px" />
      </Stack>
    </div>
  );
}

function PriceForm({ wizard, form, title }: { wizard: SellWizardRef; form: FormActorRef; title: string }) {
  const quote = useSelector(wizard, (snapshot) => snapshot.context.quote);
  return (
    <StepForm form={form} title={title} onBack={() => wizard.send({ type: 'step.back' })}>
      <PriceFields form={form} quote={quote} />
    </StepForm>
  );
}
