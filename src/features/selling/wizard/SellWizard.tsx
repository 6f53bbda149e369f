import { useLingui } from '@lingui/react/macro';
import { useActorRef, useSelector } from '@xstate/react';
import { type ReactNode, useEffect, useState } from 'react';
import { SELL_STEPS } from '../../../../machines/sell/sell-wizard.machine';
import { Stepper } from '../../../components/wizard/Stepper';
import { useWizardSteps } from '../../../components/wizard/useWizardSteps';
import { useSession } from '../../../hooks/session';
import { inspect } from '../../../lib/inspector';
import { Container } from '../../../ui/Container';
import { AddressStep } from '../address/AddressStep';
import { sellWizard, type SellWizardRef } from '../api/sell-actors';
import { CarStep } from '../car/CarStep';
import { sellDraft } from '../page/sell-draft';
import { PersonStep } from '../../../components/person/PersonStep';
import { PriceStep } from '../price/PriceStep';
import { ScheduleStep } from '../schedule/ScheduleStep';
import { SellSuccess } from '../success/SellSuccess';
import { SELL_STEP_TITLES } from './sell-step-titles';
import * as styles from './SellWizard.css';

/**
 * The sell wizard (decision 21): the stepper over the open step, the draft kept in this tab while
 * it is open, and the success page once the request is sent.
 */
export function SellWizard({ chat }: { chat?: ReactNode }) {
  const session = useSession();
  // Read once: the draft and the signed-in person start the actor; the machine is the truth afterwards.
  const [start] = useState(() => ({ snapshot: sellDraft.restore(), person: session ? { name: session.user.name, lastName: session.user.lastName, email: session.user.email } : undefined }));
  const wizard = useActorRef(sellWizard, { snapshot: start.snapshot as never, input: { person: start.person }, inspect });
  useEffect(() => sellDraft.keep(wizard), [wizard]);
  const done = useSelector(wizard, (snapshot) => snapshot.status === 'done');
  return <Container width="narrow" className={styles.wizard}>{done ? <SellSuccess wizard={wizard} chat={chat} /> : <WizardSteps wizard={wizard} />}</Container>;
}

function WizardSteps({ wizard }: { wizard: SellWizardRef }) {
  const { t, i18n } = useLingui();
  const { current, visited, goto } = useWizardSteps(wizard, SELL_STEPS);
  const children = useSelector(wizard, (snapshot) => snapshot.children);
  const steps = SELL_STEPS.map((id) => ({ id, title: i18n._(SELL_STEP_TITLES[id]) }));
  if (!current) return null;
  const title = i18n._(SELL_STEP_TITLES[current]);
  const back = () => wizard.send({ type: 'step.back' });
  return (
    <>
      <Stepper steps={steps} current={current} visited={visited} onGoto={goto} label={t`Pasos para vender tu carro`} />
      {current === 'car' && children.carForm ? <CarStep form={children.carForm} title={title} /> : null}
      {current === 'price' ? <PriceStep wizard={wizard} title={title} /> : null}
      {current === 'person' && children.personForm ? <PersonStep form={children.personForm} title={title} onBack={back} /> : null}
      {current === 'address' && children.addressForm ? <AddressStep wizard={wizard} form={children.addressForm} title={title} /> : null}
      {current === 'schedule' && children.scheduleForm ? <ScheduleStep wizard={wizard} form={children.scheduleForm} title={title} /> : null}
    </>
  );
}
