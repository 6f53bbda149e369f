import { useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import type { CarValues } from '../../../../machines/sell/sell-values';
import type { FormActorRef } from '../../../components/form/useFormField';
import { Select } from '../../../ui/Select';
import type { CatalogBrand } from '../../../components/car/car-catalog-query';
import { useSelectProblem } from '../../../components/form/useFieldProblem';
import { BrandModelSelects } from '../../../components/car/BrandModelSelects';
import { fieldGrid } from '../../../components/form/FieldGrid.css';

// A select's options need a value; the form keeps "no sé" as an empty trim.
const DONT_KNOW = 'no-se';

type Props = { form: FormActorRef; brands: ReadonlyArray<CatalogBrand>; values: CarValues };

/** The four selects; the car form starts over what depended on a brand, model or year changed. */
export function CarSelects({ form, brands, values }: Props) {
  const { t } = useLingui();
  const change = (field: keyof CarValues, value: string) => form.send({ type: 'field.change', field, value });
  const blur = (field: keyof CarValues) => form.send({ type: 'field.blur', field });
  const model = brands.find((entry) => entry.slug === values.brand)?.models.find((entry) => entry.slug === values.model);
  const trims = model?.trimsByYear.find((entry) => String(entry.year) === values.year)?.trims ?? [];
  const busy = useSelector(form, (snapshot) => snapshot.hasTag('busy'));
  const problem = useSelectProblem(form);
  return (
    <div className={fieldGrid}>
      <BrandModelSelects form={form} brands={brands} brand={values.brand} model={values.model} />
      <Select
        label={t`Año`}
        required
        name="year"
        placeholder={t`Elige el año`}
        options={(model?.years ?? []).map((year) => ({ value: String(year), label: String(year) }))}
        value={values.year}
        disabled={busy}
        error={problem('year')}
        onValueChange={(value) => change('year', value)}
        onBlur={() => blur('year')}
      />
      <Select
        label={t`Versión`}
        name="trim"
        options={[{ value: DONT_KNOW, label: t`No sé` }, ...trims.map((entry) => ({ value: entry.slug, label: entry.name }))]}
        value={values.trim || DONT_KNOW}
        disabled={busy}
        error={problem('trim')}
        onValueChange={(value) => change('trim', value === DONT_KNOW ? '' : value)}
      />
    </div>
  );
}
