import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { CAR_INITIAL_STATUSES } from '../../../../common/car-editor';
import type { FormActorRef } from '../../../components/form/useFormField';
import { StepForm } from '../../../components/wizard/StepForm';
import { Select } from '../../../ui/Select';
import type { CarEditorCatalog, CarEditorRef } from '../api/car-editor-query';
import { CAR_STATUS_WORDS, pesos } from '../ops-words';
import { useCarSelect } from './car-fields';
import * as styles from './CarEditor.css';

type Props = { wizard: CarEditorRef; form: FormActorRef; title: string; brands: CarEditorCatalog; onBack: () => void };

/** The review: the car as it will be saved, a new car's status, and the save. */
export function ReviewStep({ wizard, form, title, brands, onBack }: Props) {
  const { t, i18n } = useLingui();
  const parsed = useSelector(wizard, (snapshot) => snapshot.context.parsed);
  const isNew = useSelector(wizard, (snapshot) => snapshot.context.carId === null);
  const select = useCarSelect(form);
  const { vehicle, sale, papers, inspection } = parsed;
  const model = brands.find((brand) => brand.slug === vehicle?.brand)?.models.find((entry) => entry.slug === vehicle?.model);
  const trim = model?.trimsByYear.flatMap((year) => year.trims).find((entry) => entry.slug === vehicle?.trim);
  const yes = t`Sí`;
  const no = t`No`;
  return (
    <StepForm form={form} title={title} onBack={onBack} withToasts submitLabel={isNew ? <Trans>Crear auto</Trans> : <Trans>Guardar cambios</Trans>}>
      <dl className={styles.summary}>
        <dt>{t`Vehículo`}</dt>
        <dd>{[model?.name, vehicle?.year, trim?.name].filter(Boolean).join(' · ')}</dd>
        <dt>{t`Precio`}</dt>
        <dd>{sale ? pesos(sale.price) : ''}</dd>
        <dt>{t`Oferta`}</dt>
        <dd>{sale?.offer ? t`Antes ${pesos(sale.offer.originalPrice)}` : no}</dd>
        <dt>{t`Millaje (millas)`}</dt>
        <dd>{sale?.mileage.toLocaleString('en-US')}</dd>
        <dt>{t`Título sin gravámenes`}</dt>
        <dd>{papers?.titleChecked ? yes : no}</dd>
        <dt>{t`Certificado de no oposición`}</dt>
        <dd>{papers?.noOppositionChecked ? yes : no}</dd>
        <dt>{t`Puntos anotados`}</dt>
        <dd>{inspection?.findings.length ?? 0}</dd>
      </dl>
      {isNew ? (
        <Select label={t`Estado inicial`} required options={CAR_INITIAL_STATUSES.map((status) => ({ value: status, label: i18n._(CAR_STATUS_WORDS[status]!) }))} {...select('status')} />
      ) : null}
    </StepForm>
  );
}
