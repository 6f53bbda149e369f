import { setupI18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor, type AnyActorRef } from 'xstate';
import { twoStepWizardMachine, WIZARD_STEPS, type WizardStep } from '../../../machines/testing/two-step-wizard.machine';
import { Stepper } from './Stepper';
import { currentStepOf, useWizardSteps, type WizardActorRef } from './useWizardSteps';

// The send never settles, so the wizard can be caught while it is sending.
const pending = twoStepWizardMachine.provide({ actors: { sendRequest: fromPromise(() => new Promise<string>(() => undefined)) } });
const start = () => createActor(pending, { input: {} }).start();

/** Types into the open step's form and submits it, as the page does through the child actor. */
async function completeStep(actor: AnyActorRef, form: 'vehicleForm' | 'contactForm', values: Record<string, string>) {
  const child = actor.getSnapshot().children[form] as AnyActorRef;
  for (const [field, value] of Object.entries(values)) child.send({ type: 'field.change', field, value });
  child.send({ type: 'form.submit' });
  await waitFor(actor, (snapshot) => !snapshot.children[form]);
}

describe('currentStepOf', () => {
  it('follows the real wizard from step to step, and finds none once it is past them', async () => {
    const actor = start();
    const current = () => currentStepOf(actor.getSnapshot().value, WIZARD_STEPS);
    expect(current()).toBe('vehicle');
    await completeStep(actor, 'vehicleForm', { brand: 'Toyota', year: '2019' });
    expect(current()).toBe('contact');
    await completeStep(actor, 'contactForm', { name: 'Ana', phone: '8095551234' });
    expect(current()).toBe('review');
    actor.send({ type: 'wizard.submit' });
    expect(actor.getSnapshot().value).toBe('sending');
    expect(current()).toBeUndefined();
  });

  it('finds none in a state the stepper does not list, such as a review kept off it', async () => {
    const actor = start();
    await completeStep(actor, 'vehicleForm', { brand: 'Toyota', year: '2019' });
    await completeStep(actor, 'contactForm', { name: 'Ana', phone: '8095551234' });
    expect(currentStepOf(actor.getSnapshot().value, ['vehicle', 'contact'])).toBeUndefined();
  });

  it('finds a step that holds states of its own', () => {
    expect(currentStepOf({ contact: 'editing' }, WIZARD_STEPS)).toBe('contact');
  });
});

describe('useWizardSteps', () => {
  const es = setupI18n({ locale: 'es', messages: { es: {} } });
  const titles = { vehicle: 'Vehículo', contact: 'Contacto', review: 'Revisión' } satisfies Record<WizardStep, string>;
  const steps = WIZARD_STEPS.map((id) => ({ id, title: titles[id] }));

  /** Renders the stepper from the actor as a wizard page would, handing back the hook's `goto`. */
  function renderFrom(actorRef: WizardActorRef<WizardStep>) {
    let goto: (step: WizardStep) => void = () => undefined;
    function Page() {
      const wizard = useWizardSteps(actorRef, WIZARD_STEPS);
      goto = wizard.goto;
      return <Stepper steps={steps} current={wizard.current ?? 'review'} visited={wizard.visited} onGoto={wizard.goto} label="Pasos" />;
    }
    const html = renderToStaticMarkup(
      <I18nProvider i18n={es}>
        <Page />
      </I18nProvider>,
    );
    return { html, goto };
  }

  it('shows the open step and the visited ones of the running wizard, and opens a visited step again', async () => {
    const actor = start();
    await completeStep(actor, 'vehicleForm', { brand: 'Toyota', year: '2019' });
    const { html, goto } = renderFrom(actor);
    expect(html).toMatch(/<li[^>]* aria-current="step"[^>]*><span[^>]*><span[^>]*>2<\/span> <span[^>]*>Contacto/);
    expect(html.match(/<button/g)).toHaveLength(1);
    expect(html).toContain('Paso 2 de 3');

    goto('vehicle');
    expect(actor.getSnapshot().value).toBe('vehicle');
  });
});
