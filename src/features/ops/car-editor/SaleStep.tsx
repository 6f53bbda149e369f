import { useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { fieldGrid } from '../../../components/form/FieldGrid.css';
import type { FormActorRef } from '../../../components/form/useFormField';
import { StepForm } from '../../../components/wizard/StepForm';
import { Checkbox } from '../../../ui/Checkbox';
import { Select } from '../../../ui/Select';
import { Stack } from '../../../ui/Stack';
import { TextField } from '../../../ui/TextField';
import type { CarEditorOptions } from '../api/car-editor-query';
import { useCarCheck, useCarField, useCarNumberField, useCarSelect } from './car-fields';

type Props = { form: FormActorRef; title: string; spots: CarEditorOptions['spots']; onBack: () => void };

/** Step 2: where it is and who sells it, its identity and history, its price and any offer. */
export function SaleStep({ form, title, spots, onBack }: Props) {
  const { t } = useLingui();
  const select = useCarSelect(form);
  const hasOffer = useSelector(form, (snapshot) => snapshot.context.values.hasOffer === true);
  return (
    <StepForm form={form} title={title} onBack={onBack}>
      <div className={fieldGrid}>
        <Select label={t`Sucursal`} required placeholder={t`Elige la sucursal`} options={spots.map((spot) => ({ value: spot.slug, label: spot.name }))} {...select('spot')} />
        <Select
          label={t`Vendedor`}
          required
          options={[
            { value: 'SPOT', label: t`Ola Cars` },
            { value: 'DEALER', label: t`Concesionario aliado` },
          ]}
          {...select('sellerType')}
        />
        <TextField label={t`VIN`} required autoComplete="off" autoCapitalize="characters" maxLength={17} {...useCarField(form, 'vin')} />
        <TextField label={t`Placa`} required autoComplete="off" autoCapitalize="characters" maxLength={40} {...useCarField(form, 'licensePlate')} />
        <TextField label={t`Millaje (millas)`} required autoComplete="off" {...useCarNumberField(form, 'mileage')} />
        <TextField label={t`Llaves`} required autoComplete="off" {...useCarNumberField(form, 'keys')} />
        <TextField label={t`Dueños anteriores`} required autoComplete="off" {...useCarNumberField(form, 'owners')} />
        <TextField label={t`Precio (RD$)`} required autoComplete="off" {...useCarNumberField(form, 'price')} />
      </div>
      <Checkbox label={t`Certificado`} {...useCarCheck(form, 'certified')} />
      <Checkbox label={t`Tiene oferta`} {...useCarCheck(form, 'hasOffer')} />
      {hasOffer ? <OfferFields form={form} /> : null}
    </StepForm>
  );
}

/** The offer: the price it started from, its label in both languages and its colours. */
function OfferFields({ form }: { form: FormActorRef }) {
  const { t } = useLingui();
  return (
    <Stack gap="sm">
      <div className={fieldGrid}>
        <TextField label={t`Precio anterior (RD$)`} required autoComplete="off" {...useCarNumberField(form, 'offerOriginalPrice')} />
        <TextField label={t`Etiqueta en español`} required autoComplete="off" maxLength={40} {...useCarField(form, 'offerLabelEs')} />
        <TextField label={t`Etiqueta en inglés`} required autoComplete="off" maxLength={40} {...useCarField(form, 'offerLabelEn')} />
        <TextField label={t`Color de fondo`} required autoComplete="off" maxLength={7} {...useCarField(form, 'offerBackgroundColor')} />
        <TextField label={t`Color del texto`} required autoComplete="off" maxLength={7} {...useCarField(form, 'offerTextColor')} />
      </div>
    </Stack>
  );
}
