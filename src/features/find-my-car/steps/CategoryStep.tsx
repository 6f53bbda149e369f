import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { type CategoryValues, MAX_CATEGORIES } from '../../../../machines/car-finder/finder-values';
import { CategoryIcon } from '../../../components/car/CategoryIcon';
import type { FormActorRef } from '../../../components/form/useFormField';
import { localName } from '../../../lib/i18n/local-text';
import type { FinderOption } from '../api/finder-queries';
import { ChoiceCards } from '../wizard/ChoiceCards';
import { StepForm } from '../../../components/wizard/StepForm';
import { StepProblem } from '../wizard/StepProblem';
import { useFieldProblem } from '../../../components/form/useFieldProblem';
import { finderFieldProblem } from '../wizard/finder-field-problem';

type StepProps = { form: FormActorRef; title: string; onBack: () => void; categories: FinderOption[] };

/**
 * Categoría: the catalogue's categories as toggle cards. Every choice is judged at once, so a fifth
 * shows the step's limit straight away and Continuar refuses until one is taken off.
 */
export function CategoryStep({ form, title, onBack, categories }: StepProps) {
  const { i18n } = useLingui();
  const chosen = useSelector(form, (snapshot) => (snapshot.context.values as CategoryValues).categories);
  const problem = useFieldProblem(form, finderFieldProblem)('categories');
  const toggle = (slug: string, checked: boolean) => {
    form.send({ type: 'field.change', field: 'categories', value: checked ? [...chosen, slug] : chosen.filter((each) => each !== slug) });
    form.send({ type: 'field.blur', field: 'categories' });
  };
  const choices = categories.map((category) => ({ value: category.slug, name: localName(category, i18n.locale), icon: <CategoryIcon slug={category.slug} size="lg" /> }));
  return (
    <StepForm form={form} title={title} titleLevel={1} withToasts={false} onBack={onBack} hint={<Trans>Elige hasta {MAX_CATEGORIES} categorías que describan el carro que buscas.</Trans>}>
      <ChoiceCards kind="checkbox" legend={title} name="categories" choices={choices} isChosen={(slug) => chosen.includes(slug)} onChange={toggle} withProblem={problem !== undefined} />
      <StepProblem form={form} field="categories" />
    </StepForm>
  );
}
