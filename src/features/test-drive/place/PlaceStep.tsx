import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import type { PlaceValues } from '../../../../machines/test-drive/test-drive-values';
import { isBeyondCoverage } from '../../../components/address/nearest-spot';
import { HomeAddressFields } from '../../../components/address/HomeAddressFields';
import { useMyLocation } from '../../../components/address/useMyLocation';
import { ChoiceGroup } from '../../../components/form/ChoiceGroup';
import { useFieldProblem } from '../../../components/form/useFieldProblem';
import type { FormActorRef } from '../../../components/form/useFormField';
import { StepForm } from '../../../components/wizard/StepForm';
import * as notes from '../../../components/wizard/WizardNotes.css';
import { Button } from '../../../ui/Button';
import { MapPinIcon } from '../../../ui/icons/interfaceIcons';
import type { TestDriveRef } from '../api/test-drive-actors';
import type { TestDriveCar } from '../api/test-drive-car-query';

type Props = { wizard: TestDriveRef; form: FormActorRef; title: string; car: TestDriveCar };

/** Where: at the car's spot, or at home (the spot's staff bring the car; SPEC §8's notice beyond its range). */
export function PlaceStep({ wizard, form, title, car }: Props) {
  const { t } = useLingui();
  const place = useSelector(form, (snapshot) => (snapshot.context.values as PlaceValues).place);
  const problem = useFieldProblem(form);
  const spot = car.curboSpot;
  const spotName = spot.name;
  return (
    <StepForm form={form} title={title} onBack={() => wizard.send({ type: 'step.back' })}>
      <ChoiceGroup
        legend={t`¿Dónde quieres probar el carro?`}
        name="place"
        value={place}
        onChange={(value) => form.send({ type: 'field.change', field: 'place', value })}
        error={problem('place')}
        choices={[
          { value: 'SPOT', title: t`En la sucursal ${spotName}`, detail: spot.address },
          { value: 'HOME', title: t`En mi casa`, detail: t`Te llevamos el carro a tu dirección` },
        ]}
      />
      {place === 'HOME' ? <HomeAddress wizard={wizard} form={form} car={car} /> : null}
    </StepForm>
  );
}

function HomeAddress({ wizard, form, car }: Omit<Props, 'title'>) {
  const values = useSelector(form, (snapshot) => snapshot.context.values as PlaceValues);
  const location = useSelector(wizard, (snapshot) => snapshot.context.location);
  const spot = { ...car.curboSpot, latitude: Number(car.curboSpot.latitude), longitude: Number(car.curboSpot.longitude) };
  const askLocation = useMyLocation(wizard, [spot]);
  return (
    <>
      <div>
        <Button variant="secondary" onClick={askLocation}>
          <MapPinIcon size="sm" /> <Trans>Usar mi ubicación</Trans>
        </Button>
      </div>
      {location === 'refused' ? (
        <p role="alert" className={notes.warning}>
          <Trans>No pudimos obtener tu ubicación: tu navegador no la compartió. Escribe tu dirección abajo.</Trans>
        </p>
      ) : null}
      {isBeyondCoverage(values, spot) ? (
        <output className={notes.warning}>
          <Trans>Tu dirección está fuera del área de cobertura de la sucursal: puede aplicar un cargo adicional, o puedes probar el carro en la sucursal.</Trans>
        </output>
      ) : null}
      <HomeAddressFields form={form} />
    </>
  );
}
