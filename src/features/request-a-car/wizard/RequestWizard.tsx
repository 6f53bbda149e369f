import { Trans, useLingui } from '@lingui/react/macro';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useState } from 'react';
import { REQUEST_STEPS } from '../../../../machines/request-a-car/request-a-car.machine';
import type { SimilarCar } from '../../../../machines/request-a-car/request-values';
import { PersonStep } from '../../../components/person/PersonStep';
import { Stepper } from '../../../components/wizard/Stepper';
import { useWizardSteps } from '../../../components/wizard/useWizardSteps';
import { useSession } from '../../../hooks/session';
import { inspect } from '../../../lib/inspector';
import { Container } from '../../../ui/Container';
import { requestACar, type RequestACarRef } from '../api/request-actors';
import { requestDraft } from '../page/request-draft';
import { type CarCards, ResultsStep } from '../results/ResultsStep';
import { SpecsStep } from '../specs/SpecsStep';
import { RequestSuccess } from '../success/RequestSuccess';
import { REQUEST_STEP_TITLES } from './request-step-titles';
import * as styles from './RequestWizard.css';

type Props = {
  /** The car of 'Encuéntrame uno similar': a fresh request for one like it, whatever the draft. */
  similarTo?: SimilarCar;
  cards: CarCards;
};

/**
 * Request a car (decision 21): the intro and the stepper over the open step, the draft kept in
 * this tab while it is open, and the success screen once the request is sent.
 */
export function RequestWizard({ similarTo, cards }: Props) {
  const session = useSession();
  // Read once: the draft (or the car to match) and the signed-in person start the actor; the machine is the truth afterwards.
  const [start] = useState(() => ({
    snapshot: similarTo ? undefined : requestDraft.restore(),
    input: { similarTo, person: session ? { name: session.user.name, lastName: session.user.lastName, email: session.user.email } : undefined },
  }));
  const wizard = useActorRef(requestACar, { snapshot: start.snapshot as never, input: start.input, inspect });
  useEffect(() => requestDraft.keep(wizard), [wizard]);
  const done = useSelector(wizard, (snapshot) => snapshot.status === 'done');
  return (
    <>
      <Container width="narrow" className={styles.wizard}>
        {done ? (
          <RequestSuccess wizard={wizard} cards={cards} />
        ) : (
          <>
            <header className={styles.intro}>
              <h1 className={styles.title}>
                <Trans>Solicita un carro</Trans>
              </h1>
              <p className={styles.text}>
                <Trans>Cuéntanos qué carro buscas. Te mostramos los que se le parecen y, si no está, lo buscamos por ti y te escribimos cuando llegue.</Trans>
              </p>
            </header>
            <WizardSteps wizard={wizard} cards={cards} />
          </>
        )}
      </Container>
    </>
  );
}

function WizardSteps({ wizard, cards }: { wizard: RequestACarRef; cards: CarCards }) {
  const { t, i18n } = useLingui();
  const { current, visited, goto } = useWizardSteps(wizard, REQUEST_STEPS);
  const children = useSelector(wizard, (snapshot) => snapshot.children);
  const steps = REQUEST_STEPS.map((id) => ({ id, title: i18n._(REQUEST_STEP_TITLES[id]) }));
  if (!current) return null;
  const title = i18n._(REQUEST_STEP_TITLES[current]);
  return (
    <>
      <Stepper steps={steps} current={current} visited={visited} onGoto={goto} label={t`Pasos para solicitar un carro`} />
      {current === 'specs' && children.specsForm ? <SpecsStep form={children.specsForm} title={title} /> : null}
      {current === 'person' && children.personForm ? <PersonStep form={children.personForm} title={title} onBack={() => wizard.send({ type: 'step.back' })} /> : null}
      {current === 'results' && children.sendForm ? <ResultsStep wizard={wizard} form={children.sendForm} title={title} cards={cards} /> : null}
    </>
  );
}
