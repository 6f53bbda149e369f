import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useSelector } from '@xstate/react';
import type { SpecsValues } from '../../../../machines/request-a-car/request-values';
import { BrandModelSelects } from '../../../components/car/BrandModelSelects';
import { BrandsFailed, BrandsLoading } from '../../../components/car/BrandsLoadStatus';
import { fieldGrid } from '../../../components/form/FieldGrid.css';
import { useField, useNumberField } from '../../../components/form/useField';
import type { FormActorRef } from '../../../components/form/useFormField';
import { StepForm } from '../../../components/wizard/StepForm';
import { TextField } from '../../../ui/TextField';
import { requestCatalogQueryOptions } from '../api/request-queries';

/** Step 1, Especificaciones: brand → model from the catalogue, the oldest year wanted and the budget. */
export function SpecsStep({ form, title }: { form: FormActorRef; title: string }) {
  const { t } = useLingui();
  const catalog = useQuery(requestCatalogQueryOptions());
  const values = useSelector(form, (snapshot) => snapshot.context.values as SpecsValues);
  const year = useField(form, 'year');
  const budget = useNumberField(form, 'budget');
  return (
    <StepForm form={form} title={title}>
      {catalog.isPending ? (
        <BrandsLoading selects={2} />
      ) : catalog.isError ? (
        <BrandsFailed onRetry={() => void catalog.refetch()} />
      ) : (
        <div className={fieldGrid}>
          <BrandModelSelects form={form} brands={catalog.data} brand={values.brand} model={values.model} />
        </div>
      )}
      <div className={fieldGrid}>
        <TextField label={t`Año`} hint={t`Del 2000 en adelante; te mostramos ese año o más nuevos`} required autoComplete="off" inputMode="numeric" maxLength={4} {...year} />
        <TextField label={t`Presupuesto (RD $)`} hint={t`Lo máximo que quieres pagar`} required autoComplete="off" {...budget} />
      </div>
    </StepForm>
  );
}
