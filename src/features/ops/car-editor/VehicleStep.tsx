import { useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import type { VehicleValues } from '../../../../machines/car-editor/car-editor-values';
import { BrandModelSelects } from '../../../components/car/BrandModelSelects';
import { fieldGrid } from '../../../components/form/FieldGrid.css';
import type { FormActorRef } from '../../../components/form/useFormField';
import { StepForm } from '../../../components/wizard/StepForm';
import { Select } from '../../../ui/Select';
import type { CarEditorCatalog, CarEditorOptions } from '../api/car-editor-query';
import { useCarSelect } from './car-fields';
import { TrimSpecs } from './TrimSpecs';

// A select's options need a value: the form keeps "none" as an empty country version.
const NONE = 'ninguna';

type Props = { form: FormActorRef; title: string; brands: CarEditorCatalog; options: CarEditorOptions };

/** Step 1: brand → model → year → trim (its specs come with it), the colours and where it was first sold. */
export function VehicleStep({ form, title, brands, options }: Props) {
  const { t, i18n } = useLingui();
  const values = useSelector(form, (snapshot) => snapshot.context.values as VehicleValues);
  const select = useCarSelect(form);
  const model = brands.find((entry) => entry.slug === values.brand)?.models.find((entry) => entry.slug === values.model);
  const trims = model?.trimsByYear.find((entry) => String(entry.year) === values.year)?.trims ?? [];
  const named = (entry: { name: string; nameTranslations?: { en: string; es: string } | null }) => entry.nameTranslations?.[i18n.locale === 'en' ? 'en' : 'es'] ?? entry.name;
  const colours = options.colors.map((colour) => ({ value: colour.slug, label: named(colour) }));
  const country = select('countryVersion');
  return (
    <StepForm form={form} title={title}>
      <div className={fieldGrid}>
        <BrandModelSelects form={form} brands={brands} brand={values.brand} model={values.model} />
        <Select label={t`Año`} required placeholder={t`Elige el año`} options={(model?.years ?? []).map((year) => ({ value: String(year), label: String(year) }))} {...select('year')} />
        <Select label={t`Versión`} required placeholder={t`Elige la versión`} options={trims.map((trim) => ({ value: trim.slug, label: trim.name }))} {...select('trim')} />
        <Select label={t`Color exterior`} required placeholder={t`Elige el color`} options={colours} {...select('exteriorColor')} />
        <Select label={t`Color interior`} required placeholder={t`Elige el color`} options={colours} {...select('interiorColor')} />
        <Select
          label={t`Versión de país`}
          options={[{ value: NONE, label: t`Sin indicar` }, ...options.countryVersions.map((version) => ({ value: version.slug, label: named(version) }))]}
          {...country}
          value={country.value || NONE}
          onValueChange={(value) => country.onValueChange(value === NONE ? '' : value)}
        />
      </div>
      <TrimSpecs slug={values.trim} />
    </StepForm>
  );
}
