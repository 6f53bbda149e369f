import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import type { BodyStyleValues } from '../../../../machines/car-finder/finder-values';
import type { FormActorRef } from '../../../components/form/useFormField';
import { localName } from '../../../lib/i18n/local-text';
import type { FinderOption } from '../api/finder-queries';
import { FinderStepForm } from '../wizard/FinderStepForm';
import { useStepProblem } from '../wizard/useStepProblem';
import { VisuallyHidden } from '../../../ui/VisuallyHidden';
import * as styles from '../wizard/FinderWizard.css';

// The form holds null for "no preference"; a radio's value is text.
const NO_PREFERENCE = 'sin-preferencia';

/** Segmento: one body style, or no preference. */
export function BodyStyleStep({ form, title, onBack, bodyStyles }: { form: FormActorRef; title: string; onBack: () => void; bodyStyles: FinderOption[] }) {
  const { t, i18n } = useLingui();
  const bodyStyle = useSelector(form, (snapshot) => (snapshot.context.values as BodyStyleValues).bodyStyle);
  const problem = useStepProblem(form, 'bodyStyle');
  const options = [{ value: NO_PREFERENCE, name: t`Sin preferencia` }, ...bodyStyles.map((style) => ({ value: style.slug, name: localName(style, i18n.locale) }))];
  const checked = bodyStyle === null ? NO_PREFERENCE : bodyStyle;
  const choose = (value: string) => form.send({ type: 'field.change', field: 'bodyStyle', value: value === NO_PREFERENCE ? null : value });
  return (
    <FinderStepForm form={form} title={title} onBack={onBack} hint={<Trans>¿Qué tipo de carro prefieres?</Trans>}>
      <fieldset className={styles.choices} aria-describedby={problem ? 'finder-step-problem' : undefined}>
        <VisuallyHidden asChild>
          <legend>{title}</legend>
        </VisuallyHidden>
        {options.map((option) => (
          <label key={option.value} className={styles.choice}>
            <input type="radio" name="bodyStyle" value={option.value} className={styles.choiceInput} checked={checked === option.value} onChange={() => choose(option.value)} />
            <span>{option.name}</span>
          </label>
        ))}
      </fieldset>
      {problem ? (
        <p id="finder-step-problem" role="alert" className={styles.problem}>
          {problem}
        </p>
      ) : null}
    </FinderStepForm>
  );
}
