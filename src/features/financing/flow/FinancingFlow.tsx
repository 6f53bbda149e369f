import { Trans } from '@lingui/react/macro';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useState } from 'react';
import type { LoanPlan } from '../../../components/financing/loan-terms';
import { useSession } from '../../../hooks/session';
import { inspect } from '../../../lib/inspector';
import { financingDraft, financingFor, type FinancingRef } from '../api/financing-actors';
import type { FinancingCar } from '../api/financing-queries';
import { ApplicationStep } from '../apply/ApplicationStep';
import { CashConfirm } from '../cash/CashConfirm';
import { FinancingIndex } from '../index/FinancingIndex';
import { ApplicationSent } from '../success/ApplicationSent';
import { CarUnavailable } from '../success/CarUnavailable';
import { CashPurchased } from '../success/CashPurchased';
import { LenderRedirect } from '../success/LenderRedirect';
import * as styles from './FinancingFlow.css';

type Props = { car: FinancingCar; plans: ReadonlyArray<LoanPlan> };

/**
 * A car's financing index as its statechart draws it: the calculator and the three ways to buy, the
 * application form or the cash confirmation, and the end. The flow is kept in this tab while it is open
 * (a reload, or signing in to pay cash, comes back to where the buyer was).
 */
export function FinancingFlow({ car, plans }: Props) {
  const session = useSession();
  // Read once: the machine, the draft and the signed-in person start the actor; the machine is the truth afterwards.
  const [start] = useState(() => ({
    machine: financingFor(car.id),
    draft: financingDraft(car.id),
    input: { carId: car.id, person: session ? { name: session.user.name, lastName: session.user.lastName, email: session.user.email } : undefined },
  }));
  const flow = useActorRef(start.machine, { snapshot: start.draft.restore() as never, input: start.input, inspect });
  useEffect(() => start.draft.keep(flow), [start, flow]);
  const ended = useSelector(flow, (snapshot) => (snapshot.status === 'done' ? String(snapshot.value) : null));
  return (
    <>
      {ended === 'submitted' ? <ApplicationSent flow={flow} car={car} /> : null}
      {ended === 'redirected' ? <LenderRedirect flow={flow} plans={plans} /> : null}
      {ended === 'purchased' ? <CashPurchased car={car} /> : null}
      {ended === 'carUnavailable' ? <CarUnavailable title={car.title} /> : null}
      {ended ? null : (
        <>
          <header className={styles.intro}>
            <h1 className={styles.title}>
              <Trans>Financia tu carro</Trans>
            </h1>
            <p className={styles.car}>{car.title}</p>
          </header>
          <OpenState flow={flow} car={car} plans={plans} />
        </>
      )}
    </>
  );
}

function OpenState({ flow, car, plans }: Props & { flow: FinancingRef }) {
  const open = useSelector(flow, (snapshot) => (snapshot.matches('application') ? 'application' : snapshot.matches('cash') ? 'cash' : 'choosing'));
  const children = useSelector(flow, (snapshot) => snapshot.children);
  if (open === 'application' && children.applicationForm) return <ApplicationStep flow={flow} form={children.applicationForm} car={car} plans={plans} />;
  if (open === 'cash' && children.cashForm) return <CashConfirm flow={flow} form={children.cashForm} car={car} />;
  return <FinancingIndex flow={flow} car={car} plans={plans} />;
}
