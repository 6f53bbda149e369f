import { createActor, type AnyStateMachine, type AnyTransitionDefinition, type EventFromLogic } from 'xstate';
import { getStateNodes } from 'xstate/graph';

/**
 * Measures what a set of event sequences exercises in a machine, by running them through real
 * actors and recording each transition the interpreter takes. Tests compare the result with
 * everything the machine declares, so adding a state or transition without a path fails them.
 */
export type Coverage = { states: Set<string>; transitions: Set<string> };

// Guards are part of the identity: two branches of one event may share source and target.
const describeTransition = (transition: AnyTransitionDefinition): string =>
  [
    transition.source.id,
    transition.eventType,
    JSON.stringify(transition.guard ?? null),
    (transition.target ?? []).map((node) => node.id).join(','),
  ].join(' | ');

const everyNode = (machine: AnyStateMachine) => [machine.root, ...getStateNodes(machine.root)];

export function declaredStates(machine: AnyStateMachine): Set<string> {
  return new Set(everyNode(machine).map((node) => node.id));
}

export function declaredTransitions(machine: AnyStateMachine): Set<string> {
  const transitions = new Set<string>();
  for (const node of everyNode(machine)) {
    [...node.transitions.values()].flat().forEach((transition) => transitions.add(describeTransition(transition)));
    node.always?.forEach((transition) => transitions.add(describeTransition(transition)));
  }
  return transitions;
}

export function replay<TMachine extends AnyStateMachine>(
  machine: TMachine,
  eventSequences: ReadonlyArray<ReadonlyArray<EventFromLogic<TMachine>>>,
  input?: unknown,
): Coverage {
  const coverage: Coverage = { states: new Set(), transitions: new Set() };
  for (const events of eventSequences) {
    const actor = createActor(machine as AnyStateMachine, {
      input,
      inspect: (inspection) => {
        if (inspection.type !== '@xstate.microstep') return;
        // A transient state never settles into a snapshot; leaving it proves it was entered.
        inspection._transitions.forEach((transition) => {
          coverage.states.add(transition.source.id);
          coverage.transitions.add(describeTransition(transition));
        });
      },
    });
    const recordStates = () => actor.getSnapshot()._nodes.forEach((node) => coverage.states.add(node.id));
    actor.subscribe(recordStates);
    actor.start();
    recordStates();
    events.forEach((event) => actor.send(event));
    actor.stop();
  }
  return coverage;
}
