import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import type { CategoryValues } from '../../../../machines/car-finder/finder-values';
import { MAX_CATEGORIES } from '../../../../machines/car-finder/finder-values';
import { CategoryIcon } from '../../../components/car/CategoryIcon';
import type { FormActorRef } from '../../../components/form/useFormField';
import { localName } from '../../../lib/i18n/local-text';
import type { FinderOption } from '../api/finder-queries';
import { FinderStepForm } from '../wizard/FinderStepForm';
import { useStepProblem } from '../wizard/useStepProblem';
import { VisuallyHidden } from '../../../ui/VisuallyHidden';
import * as styles from '../wizard/FinderWizard.css';

type StepProps = { form: FormActorRef; title: string; onBack: () => void };

/**
 * Categoría: the catalogue's categories as toggle cards. Every choice is judged at once, so a fifth
 * shows the step's limit straight away and Continuar refuses until one is taken off.
 */
export function CategoryStep({ form, title, onBack, categories }: StepProps & { categories: FinderOption[] }) {
  const { i18n } = useLingui();
  const chosen = useSelector(form, (snapshot) => (snapshot.context.values as CategoryValues).categories);
  const problem = useStepProblem(form, 'categories');
  const toggle = (slug: string, checked: boolean) => {
    form.send({ type: 'field.change', field: 'categories', value: checked ? [...chosen, slug] : chosen.filter((each) => each !== slug) });
    form.send({ type: 'field.blur', field: 'categories' });
  };
  return (
    <FinderStepForm form={form} title={title} onBack={onBack} hint={<Trans>Elige hasta {MAX_CATEGORIES} categorías que describan el carro que buscas.</Trans>}>
      <fieldset className={styles.choices} aria-describedby={problem ? 'finder-step-problem' : undefined}>
        <VisuallyHidden asChild>
          <legend>{title}</legend>
        </VisuallyHidden>
        {categories.map((category) => (
          <label key={category.slug} className={styles.choice}>
            <input type="checkbox" name="categories" className={styles.choiceInput} checked={chosen.includes(category.slug)} onChange={(event) => toggle(category.slug, event.target.checked)} />
            <CategoryIcon slug={category.slug} size="lg" />
            <span>{localName(category, i18n.locale)}</span>
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
