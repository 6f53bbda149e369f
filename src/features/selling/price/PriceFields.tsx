import { useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import type { SellQuote } from '../../../../machines/sell/sell-values';
import type { FormActorRef } from '../../../components/form/useFormField';
import { Select } from '../../../ui/Select';
import { TextField } from '../../../ui/TextField';
import { useFieldProblem } from '../../../components/form/useFieldProblem';
import { useNumberField } from '../../../components/form/useField';
import { fieldGrid } from '../../../components/form/FieldGrid.css';
import { QuoteSummary } from './QuoteSummary';
import { SALE_DAYS_OPTIONS } from './sale-days';

/** Precio y tiempo: the quote, then the price hoped for and the time to sell in; in the wizard and on the edit-selling page. */
export function PriceFields({ form, quote }: { form: FormActorRef; quote: SellQuote | null }) {
  const { t, i18n } = useLingui();
  const expectedPrice = useNumberField(form, 'expectedPrice');
  const saleDays = useSelector(form, (snapshot) => String(snapshot.context.values.expectedSaleDays ?? ''));
  const problem = useFieldProblem(form);
  return (
    <>
      {quote ? <QuoteSummary quote={quote} /> : null}
      <div className={fieldGrid}>
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
    </>
  );
}
