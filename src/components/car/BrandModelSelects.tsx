import { useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { useState } from 'react';
import { Select } from '../../ui/Select';
import { useSelectProblem } from '../form/useFieldProblem';
import type { FormActorRef } from '../form/useFormField';

/** A brand of the sell catalogue with its models: what the two selects offer. */
export type BrandWithModels = { slug: string; name: string; models: ReadonlyArray<{ slug: string; name: string }> };

type Props = { form: FormActorRef; brands: ReadonlyArray<BrandWithModels>; brand: string; model: string };

/**
 * Marca and Modelo, the models those of the brand chosen; the form starts the model over when the
 * brand changes. The caller lays them out with its other fields.
 */
export function BrandModelSelects({ form, brands, brand: brandSlug, model }: Props) {
  const { t } = useLingui();
  const [modelTried, setModelTried] = useState(false);
  const change = (field: 'brand' | 'model', value: string) => form.send({ type: 'field.change', field, value });
  const blur = (field: 'brand' | 'model') => form.send({ type: 'field.blur', field });
  const brand = brands.find((entry) => entry.slug === brandSlug);
  const busy = useSelector(form, (snapshot) => snapshot.hasTag('busy'));
  const problem = useSelectProblem(form);
  // SPEC §5: the model select says why it is empty.
  const modelProblem = !brand && modelTried ? t`No ha elegido una marca` : brand && brand.models.length === 0 ? t`No hay modelo disponible` : problem('model');
  return (
    <>
      <Select
        label={t`Marca`}
        required
        name="brand"
        placeholder={t`Elige la marca`}
        options={brands.map((entry) => ({ value: entry.slug, label: entry.name }))}
        value={brandSlug}
        disabled={busy}
        error={problem('brand')}
        onValueChange={(value) => change('brand', value)}
        onBlur={() => blur('brand')}
      />
      <Select
        label={t`Modelo`}
        required
        name="model"
        placeholder={t`Elige el modelo`}
        options={(brand?.models ?? []).map((entry) => ({ value: entry.slug, label: entry.name }))}
        value={model}
        disabled={busy}
        error={modelProblem}
        onValueChange={(value) => change('model', value)}
        onFocus={() => setModelTried(true)}
        onBlur={() => blur('model')}
      />
    </>
  );
}
