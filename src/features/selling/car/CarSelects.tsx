import { useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { useState } from 'react';
import type { CarValues } from '../../../../machines/sell/sell-values';
import type { FormActorRef } from '../../../components/form/useFormField';
import { Select } from '../../../ui/Select';
import { Skeleton } from '../../../ui/Skeleton';
import type { SellCatalogBrand } from '../api/sell-queries';
import { useFieldProblem } from '../wizard/useFieldProblem';
import * as styles from '../wizard/SellWizard.css';
import { LoadProblem } from '../../../components/feedback/LoadProblem';

// A select's options need a value; the form keeps "no sé" as an empty trim.
const DONT_KNOW = 'no-se';

type Props = { form: FormActorRef; brands: ReadonlyArray<SellCatalogBrand>; values: CarValues };

/** The four selects; the car form starts over what depended on a brand, model or year changed. */
export function CarSelects({ form, brands, values }: Props) {
  const { t } = useLingui();
  const [modelTried, setModelTried] = useState(false);
  const change = (field: keyof CarValues, value: string) => form.send({ type: 'field.change', field, value });
  const blur = (field: keyof CarValues) => form.send({ type: 'field.blur', field });
  const brand = brands.find((entry) => entry.slug === values.brand);
  const model = brand?.models.find((entry) => entry.slug === values.model);
  const trims = model?.trimsByYear.find((entry) => String(entry.year) === values.year)?.trims ?? [];
  const busy = useSelector(form, (snapshot) => snapshot.hasTag('busy'));
  const problem = useFieldProblem(form);
  // SPEC §5: the model select says why it is empty.
  const modelProblem = !brand && modelTried ? t`No ha elegido una marca` : brand && brand.models.length === 0 ? t`No hay modelo disponible` : problem('model');
  return (
    <div className={styles.grid}>
      <Select
        label={t`Marca`}
        required
        name="brand"
        placeholder={t`Elige la marca`}
        options={brands.map((entry) => ({ value: entry.slug, label: entry.name }))}
        value={values.brand}
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
        value={values.model}
        disabled={busy}
        error={modelProblem}
        onValueChange={(value) => change('model', value)}
        onFocus={() => setModelTried(true)}
        onBlur={() => blur('model')}
      />
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

export function CarSelectsLoading() {
  const { t } = useLingui();
  return (
    <div className={styles.grid} aria-busy="true" aria-label={t`Cargando marcas y modelos`}>
      {[0, 1, 2, 3].map((index) => (
        <Skeleton key={index} height="64px" radius="md" />
      ))}
    </div>
  );
}

export function CarSelectsFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useLingui();
  return <LoadProblem title={t`No pudimos cargar las marcas y modelos.`} onRetry={onRetry} />;
}
