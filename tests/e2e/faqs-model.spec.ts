import { expect, test } from '@playwright/test';
import { faqQuestionMachine } from '../../machines/faq-question/faq-question.machine';
import { newAddress } from './support/accounts.ts';
import { askForm, emailField, questionField, sendQuestion } from './support/faqs.ts';
import { testPageWalks } from './support/model-paths.ts';
import { fromOwnAddress } from './support/own-address.ts';
import { stubWhatsApp } from './support/shell.ts';

// The help centre's question statechart walks the real page at /help/faqs: asking, the question sent
// to the real API (acknowledged), and asking another with the e-mail kept, each state checked on the page.
test.use({ locale: 'es-DO', viewport: { width: 1280, height: 900 } });
test.beforeEach(async ({ context }) => stubWhatsApp(context));

const email = newAddress('faq-model');

testPageWalks('faq question', {
  machine: faqQuestionMachine,
  paths: {
    events: <Array<{ type: string; output?: unknown }>>[
      { type: 'question.another' },
      { type: 'xstate.done.actor.faqQuestionForm', output: { values: { question: '¿Aceptan carros con deuda?', email }, result: true } },
    ],
    input: {},
    serializeState: (state: { value: unknown }) => JSON.stringify(state.value),
    runsIn: { faqQuestionForm: 'asking' },
    // The form machine inside has its own id (faqQuestionForm) and its own tests.
    ownId: 'faqQuestion.',
  },
  start: async (page) => {
    // Its own address: the walks' questions do not count towards the rest of the run's limit.
    await fromOwnAddress(page);
    await page.goto('/help/faqs');
    // The contact card above the form grows from its skeleton when the settings arrive, moving the
    // form down: a click aimed before that lands beside the button.
    await expect(page.getByRole('link', { name: /^Llámanos al/ })).toBeVisible();
  },
  states: {
    'faqQuestion.asking': async (page) => {
      await expect(askForm(page)).toBeVisible();
      await expect(questionField(page)).toHaveValue('');
    },
    'faqQuestion.sent': async (page) => {
      await expect(askForm(page)).toHaveCount(0);
      await expect(page.getByText('¡Pregunta enviada!')).toBeVisible();
      await expect(page.getByText(`Te enviamos un correo a ${email}`)).toBeVisible();
    },
  },
  events: {
    'xstate.done.actor.faqQuestionForm': async (page) => {
      await questionField(page).fill('¿Aceptan carros con deuda?');
      // Kept from the question before, when there was one.
      if ((await emailField(page).inputValue()) === '') await emailField(page).fill(email);
      await sendQuestion(page).click();
    },
    'question.another': async (page) => {
      await page.getByRole('button', { name: 'Hacer otra pregunta' }).click();
      await expect(emailField(page)).toHaveValue(email);
    },
  },
});
