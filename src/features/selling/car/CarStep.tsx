import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useSelector } from '@xstate/react';
import type { CarValues } from '../../../../machines/sell/sell-values';
import type { FormActorRef } from '../../../components/form/useFormField';
import { TextField } from '../../../ui/TextField';
import { carCatalogQueryOptions } from '../../../components/car/car-catalog-query';
import { StepForm } from '../../../components/wizard/StepForm';
import { useField, useNumberField } from '../../../components/form/useField';
import { fieldGrid } from '../../../components/form/FieldGrid.css';
import { CarSelects } from './CarSelects';
import { BrandsFailed, BrandsLoading } from '../../../components/car/BrandsLoadStatus';

/** Step 1, Info del carro: brand → model → year → trim from the sell catalogue, the miles and the plate. */
export function CarStep({ form, title }: { form: FormActorRef; title: string }) {
  const { t } = useLingui();
  const catalog = useQuery(carCatalogQueryOptions());
  const values = useSelector(form, (snapshot) => snapshot.context.values as CarValues);
  const mileage = useNumberField(form, 'mileage');
  const licensePlate = useField(form, 'licensePlate');
  return (
    <StepForm form={form} title={title}>
      {catalog.isPending ? <BrandsLoading selects={4} /> : catalog.isError ? <BrandsFailed onRetry={() => void catalog.refetch()} /> : <CarSelects form={form} brands={catalog.data} values={values} />}
      <div className={fieldGrid}>
        <TextField label={t`Millaje (millas)`} hint={t`Las millas que marca el odómetro`} required autoComplete="off" {...mileage} />
        <TextField label={t`Placa`} required autoComplete="off" autoCapitalize="characters" maxLength={40} {...licensePlate} />
      </div>
    </StepForm>
  );
}
