import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { formatPrice } from '../../../../common/money';
import type { MileageValues, RangeValues } from '../../../../machines/car-finder/finder-values';
import type { FormActorRef } from '../../../components/form/useFormField';
import { BASE_CURRENCY } from '../../../lib/currency/display-currency';
import { Slider } from '../../../ui/Slider';
import { StepForm } from '../../../components/wizard/StepForm';
import { StepProblem } from '../wizard/StepProblem';

type StepProps = { form: FormActorRef; title: string; onBack: () => void };

// Sliders move by steps a visitor thinks in; the bounds themselves stay reachable (Home and End).
const PRICE_STEP = 10_000;
const MILEAGE_STEP = 1_000;
const miles = new Intl.NumberFormat('en-US');

/** Moving a thumb changes both ends of the form's range at once. */
const sendRange = (form: FormActorRef) => ([min = 0, max = min]: number[]) => {
  form.send({ type: 'field.change', field: 'min', value: min });
  form.send({ type: 'field.change', field: 'max', value: max });
};

/** Precio: a range in pesos within what the catalogue sells. */
export function PriceStep({ form, title, onBack }: StepProps) {
  const { t } = useLingui();
  const { min, max, bounds } = useSelector(form, (snapshot) => snapshot.context.values as RangeValues);
  return (
    <StepForm form={form} title={title} titleLevel={1} withToasts={false} onBack={onBack} hint={<Trans>¿Cuánto quieres pagar? Mueve los extremos o usa las flechas del teclado.</Trans>}>
      <Slider legend={t`Rango de precio`} value={[min, max]} min={bounds.min} max={bounds.max} step={PRICE_STEP} thumbLabels={[t`Precio mínimo`, t`Precio máximo`]} format={(value) => formatPrice(value, BASE_CURRENCY)} onValueChange={sendRange(form)}>
        <StepProblem form={form} field="max" />
      </Slider>
    </StepForm>
  );
}

/** Año: the oldest and newest model years the visitor accepts. */
export function YearStep({ form, title, onBack }: StepProps) {
  const { t } = useLingui();
  const { min, max, bounds } = useSelector(form, (snapshot) => snapshot.context.values as RangeValues);
  return (
    <StepForm form={form} title={title} titleLevel={1} withToasts={false} onBack={onBack} hint={<Trans>¿De qué años?</Trans>}>
      <Slider legend={t`Rango de años`} value={[min, max]} min={bounds.min} max={bounds.max} thumbLabels={[t`Desde el año`, t`Hasta el año`]} format={String} onValueChange={sendRange(form)}>
        <StepProblem form={form} field="max" />
      </Slider>
    </StepForm>
  );
}

/** Kilometraje: the most miles the visitor accepts. */
export function MileageStep({ form, title, onBack }: StepProps) {
  const { t } = useLingui();
  const { maxMileage, bounds } = useSelector(form, (snapshot) => snapshot.context.values as MileageValues);
  return (
    <StepForm form={form} title={title} titleLevel={1} withToasts={false} onBack={onBack} hint={<Trans>¿Cuántas millas como máximo?</Trans>}>
      <Slider
        legend={t`Millaje máximo`}
        value={[maxMileage]}
        min={bounds.min}
        max={bounds.max}
        step={MILEAGE_STEP}
        thumbLabels={[t`Millas como máximo`]}
        format={(value) => t`${miles.format(value)} mi`}
        onValueChange={([value = bounds.max]) => form.send({ type: 'field.change', field: 'maxMileage', value })}
      >
        <StepProblem form={form} field="maxMileage" />
      </Slider>
    </StepForm>
  );
}
