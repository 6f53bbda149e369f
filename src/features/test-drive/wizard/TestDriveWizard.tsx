import { Trans, useLingui } from '@lingui/react/macro';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useState } from 'react';
import { TEST_DRIVE_STEPS } from '../../../../machines/test-drive/test-drive.machine';
import { Stepper } from '../../../components/wizard/Stepper';
import { useWizardSteps } from '../../../components/wizard/useWizardSteps';
import { useSession } from '../../../hooks/session';
import { inspect } from '../../../lib/inspector';
import { testDriveDraft, testDriveFor, type TestDriveRef } from '../api/test-drive-actors';
import type { TestDriveCar } from '../api/test-drive-car-query';
import { ConfirmStep } from '../confirm/ConfirmStep';
import { ContactStep } from '../contact/ContactStep';
import { HourStep } from '../hour/HourStep';
import { PlaceStep } from '../place/PlaceStep';
import { CarUnavailable } from '../success/CarUnavailable';
import { TestDriveSuccess } from '../success/TestDriveSuccess';
import { TEST_DRIVE_STEP_TITLES } from './test-drive-step-titles';
import * as styles from './TestDriveWizard.css';

/**
 * The test-drive flow of one car (decision 21): the stepper over the open step, the draft kept in this
 * tab while it is open (a reload or signing in keeps it), and the end: booked, or the car gone.
 */
export function TestDriveWizard({ car }: { car: TestDriveCar }) {
  const session = useSession();
  // Read once: the machine, the draft and the signed-in person start the actor; the machine is the truth afterwards.
  const [start] = useState(() => ({
    machine: testDriveFor(car.id),
    draft: testDriveDraft(car.id),
    input: {
      carId: car.id,
      spotId: car.curboSpot.id,
      person: session ? { name: session.user.name, lastName: session.user.lastName, email: session.user.email } : undefined,
    },
  }));
  const wizard = useActorRef(start.machine, { snapshot: start.draft.restore() as never, input: start.input, inspect });
  useEffect(() => start.draft.keep(wizard), [start, wizard]);
  const ended = useSelector(wizard, (snapshot) => (snapshot.status === 'done' ? snapshot.value : null));
  return (
    <>
      {ended === 'booked' ? <TestDriveSuccess wizard={wizard} car={car} /> : null}
      {ended === 'carUnavailable' ? <CarUnavailable title={car.title} /> : null}
      {ended ? null : (
        <>
          <header className={styles.intro}>
            <h1 className={styles.title}>
              <Trans>Agenda una prueba de manejo</Trans>
            </h1>
            <p className={styles.car}>{car.title}</p>
          </header>
          <WizardSteps wizard={wizard} car={car} />
        </>
      )}
    </>
  );
}

function WizardSteps({ wizard, car }: { wizard: TestDriveRef; car: TestDriveCar }) {
  const { t, i18n } = useLingui();
  const { current, visited, goto } = useWizardSteps(wizard, TEST_DRIVE_STEPS);
  const children = useSelector(wizard, (snapshot) => snapshot.children);
  const steps = TEST_DRIVE_STEPS.map((id) => ({ id, title: i18n._(TEST_DRIVE_STEP_TITLES[id]) }));
  if (!current) return null;
  const title = i18n._(TEST_DRIVE_STEP_TITLES[current]);
  return (
    <>
      <Stepper steps={steps} current={current} visited={visited} onGoto={goto} label={t`Pasos para agendar la prueba de manejo`} />
      {current === 'contact' && children.contactForm ? <ContactStep form={children.contactForm} title={title} /> : null}
      {current === 'place' && children.placeForm ? <PlaceStep wizard={wizard} form={children.placeForm} title={title} car={car} /> : null}
      {current === 'hour' && children.hourForm ? <HourStep wizard={wizard} form={children.hourForm} title={title} /> : null}
      {current === 'confirm' && children.confirmForm ? <ConfirmStep wizard={wizard} form={children.confirmForm} title={title} car={car} /> : null}
    </>
  );
}
