import { useSelector } from '@xstate/react';
import { useCallback } from 'react';
import type { ActorRef, Snapshot, StateValue } from 'xstate';

/** What the stepper reads of any wizard of decision 21: its state and the steps already opened. */
type WizardSnapshot<Step extends string> = Snapshot<unknown> & { value: StateValue; context: { visited: ReadonlyArray<Step> } };
export type WizardActorRef<Step extends string> = ActorRef<WizardSnapshot<Step>, { type: 'step.goto'; step: Step }>;

/**
 * The step the wizard is on: its top-level state, when that is one of `stepIds`. A step may hold
 * states of its own (then the value is an object keyed by the step); outside the steps (sending,
 * done, or a review the stepper does not list) there is none.
 */
export function currentStepOf<Step extends string>(value: StateValue, stepIds: ReadonlyArray<Step>): Step | undefined {
  const topLevel = typeof value === 'string' ? [value] : Object.keys(value);
  return stepIds.find((id) => topLevel.includes(id));
}

/**
 * The stepper's props from a wizard actor. Each value is selected on its own, so typing in a step's
 * form (which changes the draft) does not re-render the stepper.
 */
export function useWizardSteps<Step extends string>(actorRef: WizardActorRef<Step>, stepIds: ReadonlyArray<Step>) {
  const current = useSelector(actorRef, (snapshot) => currentStepOf(snapshot.value, stepIds));
  const visited = useSelector(actorRef, (snapshot) => snapshot.context.visited);
  // The machine guards `step.goto` to visited steps; the stepper only offers those anyway.
  const goto = useCallback((step: Step) => actorRef.send({ type: 'step.goto', step }), [actorRef]);
  return { current, visited, goto };
}
