import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import type { FormActorRef } from '../../../components/form/useFormField';
import { Button } from '../../../ui/Button';
import { Select } from '../../../ui/Select';
import { Skeleton } from '../../../ui/Skeleton';
import { Stack } from '../../../ui/Stack';
import { TextField } from '../../../ui/TextField';
import type { SellWizardRef } from '../api/sell-actors';
import { StepForm } from '../wizard/StepForm';
import { useFieldProblem } from '../wizard/useFieldProblem';
import { useSellNumberField } from '../wizard/useSellField';
import * as styles from '../wizard/SellWizard.css';
import { QuoteSummary } from './QuoteSummary';
import { SALE_DAYS_OPTIONS } from './sale-days';
import { LoadProblem } from '../../../components/feedback/LoadProblem';

/** Step 2, Precio y tiempo: the instant quote (skeleton while quoting, retry on failure), then the hopes. */
export function PriceStep({ wizard, title }: { wizard: SellWizardRef; title: string }) {
  const { t } = useLingui();
  const form = useSelector(wizard, (snapshot) => snapshot.children.priceForm);
  const failed = useSelector(wizard, (snapshot) => snapshot.matches({ price: 'quoteFailed' }));
  const back = () => wizard.send({ type: 'step.back' });
  if (form) return <PriceForm wizard={wizard} form={form} title={title} />;
  return (
    <Stack gap="lg">
      <h2 className={styles.stepTitle}>{title}</h2>
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
  const { t, i18n } = useLingui();
  const quote = useSelector(wizard, (snapshot) => snapshot.context.quote);
  const expectedPrice = useSellNumberField(form, 'expectedPrice');
  const saleDays = useSelector(form, (snapshot) => String(snapshot.context.values.expectedSaleDays ?? ''));
  const problem = useFieldProblem(form);
  return (
    <StepForm form={form} title={title} onBack={() => wizard.send({ type: 'step.back' })}>
      {quote ? <QuoteSummary quote={quote} /> : null}
      <div className={styles.grid}>
        <TextField label={t`Precio esperado (RD $)`} required autoComplete="off" {...expectedPrice} />
        <Select
          label={t`¿En cuánto tiempo quieres vender?`}
          required
          name="expectedSaleDays"
          placeholder={t`Elige un plazo`}
          options={SALE_DAYS_OPTIONS.map((option) => ({ value: String(option.days), label: i18n._(option.label) }))}
          value={saleDays}
          error={problem('expectedSaleDays')}
          onValueChange={(value) => form.send({ type: 'field.change', field: 'expectedSaleDays', value })}
          onBlur={() => form.send({ type: 'field.blur', field: 'expectedSaleDays' })}
        />
      </div>
    </StepForm>
  );
}
