import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import type { BodyStyleValues } from '../../../../machines/car-finder/finder-values';
import type { FormActorRef } from '../../../components/form/useFormField';
import { localName } from '../../../lib/i18n/local-text';
import type { FinderOption } from '../api/finder-queries';
import { ChoiceCards } from '../wizard/ChoiceCards';
import { StepForm } from '../../../components/wizard/StepForm';
import { StepProblem } from '../wizard/StepProblem';
import { useFieldProblem } from '../../../components/form/useFieldProblem';
import { finderFieldProblem } from '../wizard/finder-field-problem';

// The form holds null for "no preference"; a radio's value is text.
const NO_PREFERENCE = 'sin-preferencia';

type StepProps = { form: FormActorRef; title: string; onBack: () => void; bodyStyles: FinderOption[] };

/** Segmento: one body style, or no preference. */
export function BodyStyleStep({ form, title, onBack, bodyStyles }: StepProps) {
  const { t, i18n } = useLingui();
  const bodyStyle = useSelector(form, (snapshot) => (snapshot.context.values as BodyStyleValues).bodyStyle);
  const problem = useFieldProblem(form, finderFieldProblem)('bodyStyle');
  const choices = [{ value: NO_PREFERENCE, name: t`Sin preferencia` }, ...bodyStyles.map((style) => ({ value: style.slug, name: localName(style, i18n.locale) }))];
  const chosen = bodyStyle === null ? NO_PREFERENCE : bodyStyle;
  const choose = (value: string) => form.send({ type: 'field.change', field: 'bodyStyle', value: value === NO_PREFERENCE ? null : value });
  return (
    <StepForm form={form} title={title} titleLevel={1} withToasts={false} onBack={onBack} hint={<Trans>¿Qué tipo de carro prefieres?</Trans>}>
      <ChoiceCards kind="radio" legend={title} name="bodyStyle" choices={choices} isChosen={(value) => value === chosen} onChange={choose} withProblem={problem !== undefined} />
      <StepProblem form={form} field="bodyStyle" />
    </StepForm>
  );
}
