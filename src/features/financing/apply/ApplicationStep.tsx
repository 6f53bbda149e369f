import { useLingui } from '@lingui/react/macro';
import { Trans } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import type { LoanPlan } from '../../../components/financing/loan-terms';
import { fieldGrid } from '../../../components/form/FieldGrid.css';
import { useField, useNumberField } from '../../../components/form/useField';
import type { FormActorRef } from '../../../components/form/useFormField';
import { PersonFields } from '../../../components/person/PersonFields';
import { StepForm } from '../../../components/wizard/StepForm';
import { TextField } from '../../../ui/TextField';
import type { FinancingRef } from '../api/financing-actors';
import type { FinancingCar } from '../api/financing-queries';
import { LoanSummary } from './LoanSummary';

type Props = { flow: FinancingRef; form: FormActorRef; car: FinancingCar; plans: ReadonlyArray<LoanPlan> };

/**
 * The personal information form (SPEC §2): the person with the cédula, the workplace and the monthly
 * salary; the loan chosen in the calculator above it, read-only, with the way back to change it.
 */
export function ApplicationStep({ flow, form, car, plans }: Props) {
  const { t } = useLingui();
  const loan = useSelector(flow, (snapshot) => snapshot.context.loan);
  const documentId = useField(form, 'documentId');
  const workplace = useField(form, 'workplace');
  const monthlySalary = useNumberField(form, 'monthlySalary');
  const back = () => flow.send({ type: 'step.back' });
  return (
    <StepForm
      form={form}
      title={t`Solicitud de financiamiento`}
      hint={t`Nuestro equipo revisa tu solicitud y te llama. Tus datos de identidad e ingresos se guardan cifrados.`}
      onBack={back}
      submitLabel={<Trans>Enviar mi solicitud</Trans>}
    >
      {loan ? <LoanSummary loan={loan} price={car.listingPrice} plans={plans} onChange={back} /> : null}
      <PersonFields form={form} />
      <div className={fieldGrid}>
        <TextField label={t`Cédula`} inputMode="numeric" autoComplete="off" hint={t`11 dígitos, sin guiones`} required {...documentId} />
        <TextField label={t`Lugar de trabajo`} autoComplete="organization" required maxLength={100} {...workplace} />
        <TextField label={t`Salario mensual (RD $)`} autoComplete="off" required {...monthlySalary} />
      </div>
    </StepForm>
  );
}
