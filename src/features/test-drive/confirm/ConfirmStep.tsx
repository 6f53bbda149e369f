import { Trans } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import type { FormActorRef } from '../../../components/form/useFormField';
import { StepForm } from '../../../components/wizard/StepForm';
import * as notes from '../../../components/wizard/WizardNotes.css';
import type { TestDriveRef } from '../api/test-drive-actors';
import type { TestDriveCar } from '../api/test-drive-car-query';
import { DriveFactList } from './DriveFactList';

type Props = { wizard: TestDriveRef; form: FormActorRef; title: string; car: TestDriveCar };

/** Confirmación: what will be booked, and the button that books it. */
export function ConfirmStep({ wizard, form, title, car }: Props) {
  const parsed = useSelector(wizard, (snapshot) => snapshot.context.parsed);
  const { contact, place, slotStartsAt } = parsed;
  if (!contact || !place || !slotStartsAt) return null;
  const endsAt = new Date(Date.parse(slotStartsAt) + 3_600_000).toISOString();
  const drive = { startsAt: slotStartsAt, endsAt, place: place.place, spot: car.curboSpot, address: place.address };
  const { name, lastName, email, phone } = contact.person;
  return (
    <StepForm form={form} title={title} onBack={() => wizard.send({ type: 'step.back' })} submitLabel={<Trans>Confirmar prueba de manejo</Trans>}>
      <DriveFactList carTitle={car.title} drive={drive} />
      <p className={notes.muted}>
        <Trans>
          A nombre de {name} {lastName} · {email} · {phone}
        </Trans>
      </p>
    </StepForm>
  );
}
