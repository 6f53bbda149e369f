import { useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import type { ReactNode } from 'react';
import { CAR_WHEELS } from '../../../../common/car-editor';
import type { FindingValues } from '../../../../machines/car-editor/car-editor-values';
import { fieldGrid } from '../../../components/form/FieldGrid.css';
import type { FormActorRef } from '../../../components/form/useFormField';
import { StepForm } from '../../../components/wizard/StepForm';
import { TextField } from '../../../ui/TextField';
import type { CarEditorOptions } from '../api/car-editor-query';
import { InspectionAreas } from './InspectionAreas';
import { WHEEL_WORDS } from './car-editor-words';
import { useCarField, useCarSelect } from './car-fields';

type Props = {
  form: FormActorRef;
  title: string;
  areas: CarEditorOptions['inspectionAreas'];
  onBack: () => void;
  /** The words of the two buttons where the report is a form of its own (a sell request's inspection, decision 53). */
  backLabel?: ReactNode;
  submitLabel?: ReactNode;
  /** Boxes of that form beside the report's own, after its date (the odometer read). */
  children?: ReactNode;
};

/** Step 4: the report: the day, each wheel's tread and brake pad, and the points that were not simply fine. */
export function InspectionStep({ form, title, areas, onBack, backLabel, submitLabel, children }: Props) {
  const { t } = useLingui();
  const findings = useSelector(form, (snapshot) => snapshot.context.values.findings as FindingValues[]);
  const findingsProblem = useCarSelect(form)('findings').error;
  return (
    <StepForm form={form} title={title} onBack={onBack} backLabel={backLabel} submitLabel={submitLabel}>
      <TextField label={t`Fecha de la inspección`} type="date" required {...useCarField(form, 'inspectedAt')} />
      {children}
      <fieldset className={fieldGrid}>
        <legend>{t`Ruedas (mm)`}</legend>
        {CAR_WHEELS.map((wheel) => (
          <WheelFields key={wheel} form={form} wheel={wheel} />
        ))}
      </fieldset>
      <InspectionAreas areas={areas} findings={findings} problem={findingsProblem} onChange={(next) => form.send({ type: 'field.change', field: 'findings', value: next })} />
    </StepForm>
  );
}

function WheelFields({ form, wheel }: { form: FormActorRef; wheel: (typeof CAR_WHEELS)[number] }) {
  const { t, i18n } = useLingui();
  const name = i18n._(WHEEL_WORDS[wheel]);
  return (
    <>
      <TextField label={t`Banda de rodamiento, ${name}`} required inputMode="decimal" autoComplete="off" {...useCarField(form, `tread_${wheel}`)} />
      <TextField label={t`Pastilla de freno, ${name}`} required inputMode="decimal" autoComplete="off" {...useCarField(form, `brake_${wheel}`)} />
    </>
  );
}
