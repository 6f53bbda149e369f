import { Trans, useLingui } from '@lingui/react/macro';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useState } from 'react';
import type { PersonInput } from '../../../../../common/validation/person';
import { PREQUALIFICATION_STEPS } from '../../../../../machines/prequalification/prequalification.machine';
import { Stepper } from '../../../../components/wizard/Stepper';
import { useWizardSteps } from '../../../../components/wizard/useWizardSteps';
import { useSession } from '../../../../hooks/session';
import { inspect } from '../../../../lib/inspector';
import { prequalification, prequalificationDraft, type PrequalificationRef } from '../../api/prequalification-actors';
import { HowTo } from '../how-to/HowTo';
import { PersonStep } from '../steps/PersonStep';
import { WorkStep } from '../steps/WorkStep';
import { NotPrequalified } from '../success/NotPrequalified';
import { Prequalified } from '../success/Prequalified';
import { PREQUALIFICATION_STEP_TITLES } from './prequalification-step-titles';
import * as styles from './PrequalificationWizard.css';

/**
 * Prequalification (decision 21): the how-to, the stepper over the open step, the draft kept in this
 * tab (sessionStorage: income never goes to the address or localStorage), and the answer. Trying
 * again starts a new flow with step 1 as it was sent.
 */
export function PrequalificationWizard({ carSlug }: { carSlug?: string }) {
  const session = useSession();
  const signedIn = session ? { name: session.user.name, lastName: session.user.lastName, email: session.user.email } : undefined;
  const [attempt, setAttempt] = useState<{ key: number; person?: Partial<PersonInput> }>({ key: 0 });
  return <Attempt key={attempt.key} person={attempt.person ?? signedIn} first={attempt.key === 0} carSlug={carSlug} onRetry={(person) => setAttempt({ key: attempt.key + 1, person })} />;
}

type AttemptProps = { person?: Partial<PersonInput>; first: boolean; carSlug?: string; onRetry: (person: Partial<PersonInput>) => void };

function Attempt({ person, first, carSlug, onRetry }: AttemptProps) {
  // Read once: only the first attempt picks up a draft left by a reload.
  const [start] = useState(() => ({ snapshot: first ? prequalificationDraft.restore() : undefined, input: { person } }));
  const wizard = useActorRef(prequalification, { snapshot: start.snapshot as never, input: start.input, inspect });
  useEffect(() => prequalificationDraft.keep(wizard), [wizard]);
  const ended = useSelector(wizard, (snapshot) => (snapshot.status === 'done' ? String(snapshot.value) : null));
  const howTo = useSelector(wizard, (snapshot) => snapshot.matches('howTo'));
  const returning = useSelector(wizard, (snapshot) => snapshot.context.visited.length > 0);
  const retry = () => onRetry(wizard.getSnapshot().context.person ?? {});
  return (
    <>
      {ended === 'prequalified' ? <Prequalified wizard={wizard} carSlug={carSlug} /> : null}
      {ended === 'notPrequalified' ? <NotPrequalified carSlug={carSlug} onRetry={retry} /> : null}
      {ended ? null : (
        <>
          <header className={styles.intro}>
            <h1 className={styles.title}>
              <Trans>Precalifícate para un préstamo</Trans>
            </h1>
          </header>
          {howTo ? <HowTo returning={returning} onStart={() => wizard.send({ type: 'prequalification.start' })} /> : <WizardSteps wizard={wizard} />}
        </>
      )}
    </>
  );
}

function WizardSteps({ wizard }: { wizard: PrequalificationRef }) {
  const { t, i18n } = useLingui();
  const { current, visited, goto } = useWizardSteps(wizard, PREQUALIFICATION_STEPS);
  const children = useSelector(wizard, (snapshot) => snapshot.children);
  const steps = PREQUALIFICATION_STEPS.map((id) => ({ id, title: i18n._(PREQUALIFICATION_STEP_TITLES[id]) }));
  if (!current) return null;
  const title = i18n._(PREQUALIFICATION_STEP_TITLES[current]);
  const back = () => wizard.send({ type: 'step.back' });
  return (
    <>
      <Stepper steps={steps} current={current} visited={visited} onGoto={goto} label={t`Pasos para precalificarte`} />
      {current === 'person' && children.personForm ? <PersonStep form={children.personForm} title={title} onBack={back} /> : null}
      {current === 'work' && children.workForm ? <WorkStep form={children.workForm} title={title} onBack={back} /> : null}
    </>
  );
}
