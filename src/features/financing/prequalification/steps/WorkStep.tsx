import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { useId } from 'react';
import { workingSinceYears } from '../../../../../machines/prequalification/prequalification-values';
import { fieldGrid } from '../../../../components/form/FieldGrid.css';
import { useField, useNumberField } from '../../../../components/form/useField';
import { useSelectProblem } from '../../../../components/form/useFieldProblem';
import type { FormActorRef } from '../../../../components/form/useFormField';
import { StepForm } from '../../../../components/wizard/StepForm';
import { Select } from '../../../../ui/Select';
import { TextField } from '../../../../ui/TextField';
import { monthNames } from './month-names';
import * as styles from './WorkStep.css';

/**
 * Step 2, Info laboral: where they work and since when (a month and a year), what they earn, and the
 * down payment they can make. Its continue sends: the answer comes next.
 */
export function WorkStep({ form, title, onBack }: { form: FormActorRef; title: string; onBack: () => void }) {
  const { t, i18n } = useLingui();
  const legendId = useId();
  const workplace = useField(form, 'workplace');
  const monthlySalary = useNumberField(form, 'monthlySalary');
  const otherIncome = useNumberField(form, 'otherIncome');
  const downPayment = useNumberField(form, 'downPayment');
  const month = useSelector(form, (snapshot) => String(snapshot.context.values.workingSinceMonth ?? ''));
  const year = useSelector(form, (snapshot) => String(snapshot.context.values.workingSinceYear ?? ''));
  const asOf = useSelector(form, (snapshot) => String(snapshot.context.values.asOf ?? ''));
  const busy = useSelector(form, (snapshot) => snapshot.hasTag('busy'));
  const problem = useSelectProblem(form);
  const codes = useSelector(form, (snapshot) => snapshot.context.problems);
  const sinceProblem = (field: string) => (codes[field] === 'in_the_future' ? t`Esa fecha todavía no llega` : problem(field));
  const choose = (field: string) => (value: string) => form.send({ type: 'field.change', field, value });
  const blur = (field: string) => () => form.send({ type: 'field.blur', field });
  return (
    <StepForm form={form} title={title} hint={t`Tus ingresos se guardan cifrados y solo los usamos para precalificarte.`} onBack={onBack} submitLabel={<Trans>Ver cuánto me prestan</Trans>}>
      <div className={fieldGrid}>
        <TextField label={t`Lugar de trabajo`} autoComplete="organization" required maxLength={100} {...workplace} />
        <TextField label={t`Salario mensual (RD $)`} autoComplete="off" required {...monthlySalary} />
        <TextField label={t`Otros ingresos mensuales (RD $)`} autoComplete="off" hint={t`Opcional: remesas, alquileres, un negocio propio`} {...otherIncome} />
        <TextField label={t`Inicial disponible (RD $)`} autoComplete="off" hint={t`Escribe 0 si no tienes inicial`} required {...downPayment} />
      </div>
      <fieldset className={styles.since} aria-labelledby={legendId}>
        <legend id={legendId} className={styles.legend}>
          <Trans>Trabajas ahí desde</Trans>
        </legend>
        <div className={fieldGrid}>
          <Select
            label={t`Mes`}
            name="workingSinceMonth"
            required
            disabled={busy}
            placeholder={t`Mes`}
            value={month}
            onValueChange={choose('workingSinceMonth')}
            onBlur={blur('workingSinceMonth')}
            error={sinceProblem('workingSinceMonth')}
            options={monthNames(i18n.locale).map((name, index) => ({ value: String(index + 1).padStart(2, '0'), label: name }))}
          />
          <Select
            label={t`Año`}
            name="workingSinceYear"
            required
            disabled={busy}
            placeholder={t`Año`}
            value={year}
            onValueChange={choose('workingSinceYear')}
            onBlur={blur('workingSinceYear')}
            error={sinceProblem('workingSinceYear')}
            options={workingSinceYears(asOf).map((each) => ({ value: each, label: each }))}
          />
        </div>
      </fieldset>
    </StepForm>
  );
}
