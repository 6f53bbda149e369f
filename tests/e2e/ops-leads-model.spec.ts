import { expect, test, type Page } from '@playwright/test';
import { fromPromise } from 'xstate';
import { leadActionsMachine } from '../../machines/lead-actions/lead-actions.machine';
import { leadAnswerMachine } from '../../machines/lead-answer/lead-answer.machine';
import { openSignedIn } from './support/accounts.ts';
import { holdOperation } from './support/held-operation.ts';
import { staffAccount } from './support/inventory.ts';
import { askAboutACar, type CarQuestionLead, leadDetail } from './support/leads.ts';
import { readMail } from './support/mail.ts';
import { testPageWalks } from './support/model-paths.ts';
import { stubWhatsApp } from './support/shell.ts';

// The lead's statecharts walk the real page: every state checked there, every transition taken by a
// click, a reply sent to the real API (whose e-mail then arrives), or the server's answer the page
// holds back. Each walk handles a question of its own.
test.use({ locale: 'es-DO', viewport: { width: 1280, height: 900 } });
test.beforeEach(async ({ context }) => stubWhatsApp(context));

const baseURL = () => test.info().project.use.baseURL!;
const pending = () => new Promise<unknown>(() => undefined);
const walked = new WeakMap<Page, { lead: CarQuestionLead; replies: number }>();
const leadOf = (page: Page) => walked.get(page)!.lead;
const detail = (page: Page) => leadDetail(page, leadOf(page));
const box = (page: Page) => detail(page).getByRole('textbox', { name: 'Respuesta' });

/** Opens the inbox on the walk's own question, with its detail open. */
async function startOn(page: Page) {
  const lead = await askAboutACar(baseURL());
  walked.set(page, { lead, replies: 0 });
  await openSignedIn(page, await staffAccount(baseURL(), 'operator'), '/ops/leads?kind=CAR_QUESTION&status=OPEN');
  await page.getByRole('button', { name: `Ver el detalle de ${lead.email}` }).click();
  await expect(detail(page).getByText(lead.question)).toBeVisible();
}

testPageWalks('answer a lead', {
  machine: leadAnswerMachine,
  paths: {
    events: <Array<{ type: string; output?: unknown }>>[
      { type: 'answer.start' },
      { type: 'answer.cancel' },
      { type: 'xstate.done.actor.leadAnswerForm', output: { values: { leadId: 'CAR_QUESTION:1', message: 'Respuesta' }, result: null } },
    ],
    input: { leadId: 'CAR_QUESTION:1' },
    serializeState: (state: { value: unknown }) => JSON.stringify(state.value),
    runsIn: { leadAnswerForm: 'composing' },
    ownId: 'leadAnswer.',
  },
  start: startOn,
  states: {
    'leadAnswer.closed': async (page) => {
      await expect(box(page)).toHaveCount(0);
      await expect(detail(page).getByRole('button', { name: 'Responder por correo' })).toBeVisible();
    },
    'leadAnswer.composing': async (page) => {
      await expect(box(page)).toBeFocused();
      await expect(box(page)).toHaveValue('');
    },
    'leadAnswer.sent': async (page) => {
      await expect(detail(page).getByText(`Respuesta enviada a ${leadOf(page).email}.`)).toBeVisible();
      await expect(detail(page).getByRole('button', { name: 'Responder otra vez' })).toBeVisible();
      const mail = await readMail({ to: leadOf(page).email, kind: 'LEAD_ANSWER' });
      expect(mail.text).toContain(`Respuesta número ${walked.get(page)!.replies}`);
    },
  },
  events: {
    'answer.start': (page) => detail(page).getByRole('button', { name: /^Responder (por correo|otra vez)$/ }).click(),
    'answer.cancel': (page) => detail(page).getByRole('button', { name: 'Cancelar' }).click(),
    'xstate.done.actor.leadAnswerForm': async (page) => {
      const walk = walked.get(page)!;
      walk.replies += 1;
      await box(page).fill(`Respuesta número ${walk.replies}: sí, lo aceptamos.`);
      await detail(page).getByRole('button', { name: 'Enviar respuesta' }).click();
    },
  },
});

const held = new WeakMap<Page, Record<'assignLead' | 'closeLead' | 'reopenLead', Awaited<ReturnType<typeof holdOperation>>>>();
const saving = (page: Page) => detail(page).getByRole('status').filter({ hasText: `Guardando los cambios de ${leadOf(page).email}` });
const assigneeBox = (page: Page) => detail(page).getByRole('textbox', { name: 'Correo de la persona del equipo' });
const fact = (page: Page, name: string) => detail(page).locator('dt', { hasText: new RegExp(`^${name}$`) }).locator('+ dd');
const offline = (page: Page) => expect(page.getByRole('region', { name: /^Notificaciones/ }).getByText('Sin conexión').first()).toBeVisible();
type ActionsState = { value: unknown; context: { status: string } };

testPageWalks('assign, close and reopen a lead', {
  machine: leadActionsMachine.provide({ actors: { assignLead: fromPromise(pending), closeLead: fromPromise(pending), reopenLead: fromPromise(pending) } }),
  paths: {
    events: <Array<{ type: string; email?: string; output?: unknown }>>[
      { type: 'assign.self', email: 'me' },
      { type: 'assign.other' },
      { type: 'assign.cancel' },
      { type: 'lead.close' },
      { type: 'lead.reopen' },
      { type: 'xstate.done.actor.leadAssignForm', output: { values: { leadId: 'CAR_QUESTION:1' }, result: null } },
      ...['assignLead', 'closeLead', 'reopenLead'].flatMap((id) => [{ type: `xstate.done.actor.${id}` }, { type: `xstate.error.actor.${id}` }]),
    ],
    input: { leadId: 'CAR_QUESTION:1', status: 'OPEN' },
    serializeState: (state: ActionsState) => JSON.stringify([state.value, state.context.status]),
    runsIn: { leadAssignForm: 'choosingAssignee', assignLead: 'assigning', closeLead: 'closing', reopenLead: 'reopening' },
    ownId: 'leadActions.',
    // The detail offers "close" on an open lead and "reopen" on a closed one.
    offers: (state: ActionsState, event: { type: string }) =>
      event.type === 'lead.close' ? state.context.status === 'OPEN' : event.type === 'lead.reopen' ? state.context.status === 'CLOSED' : true,
  },
  start: async (page) => {
    const operations = { assignLead: await holdOperation(page, 'assignLead'), closeLead: await holdOperation(page, 'closeLead'), reopenLead: await holdOperation(page, 'reopenLead') };
    held.set(page, operations);
    await startOn(page);
  },
  states: {
    'leadActions.idle': async (page) => {
      await expect(saving(page)).toHaveCount(0);
      await expect(assigneeBox(page)).toHaveCount(0);
      await expect(detail(page).getByRole('button', { name: 'Asignar a otra persona' })).toBeVisible();
    },
    'leadActions.choosingAssignee': async (page) => {
      await expect(assigneeBox(page)).toBeFocused();
    },
    'leadActions.assigning': async (page) => {
      await expect(saving(page)).toBeAttached();
    },
    'leadActions.closing': async (page) => {
      await expect(saving(page)).toBeAttached();
    },
    'leadActions.reopening': async (page) => {
      await expect(saving(page)).toBeAttached();
    },
  },
  events: {
    'assign.self': (page) => detail(page).getByRole('button', { name: 'Asignármelo' }).click(),
    'assign.other': (page) => detail(page).getByRole('button', { name: 'Asignar a otra persona' }).click(),
    'assign.cancel': (page) => detail(page).getByRole('button', { name: 'Cancelar' }).click(),
    'lead.close': (page) => detail(page).getByRole('button', { name: 'Cerrar el contacto' }).click(),
    'lead.reopen': (page) => detail(page).getByRole('button', { name: 'Reabrir el contacto' }).click(),
    // An empty box hands the lead back to nobody.
    'xstate.done.actor.leadAssignForm': async (page) => {
      await detail(page).getByRole('button', { name: 'Asignar', exact: true }).click();
      await held.get(page)!.assignLead.release();
      await expect(fact(page, 'Asignado a')).toHaveText('Nadie');
    },
    'xstate.done.actor.assignLead': async (page) => {
      await held.get(page)!.assignLead.release();
      await expect(fact(page, 'Asignado a')).toContainText('operator-');
    },
    'xstate.error.actor.assignLead': async (page) => {
      await held.get(page)!.assignLead.fail();
      await offline(page);
    },
    'xstate.done.actor.closeLead': async (page) => {
      await held.get(page)!.closeLead.release();
      await expect(fact(page, 'Estado')).toHaveText('Cerrado');
    },
    'xstate.error.actor.closeLead': async (page) => {
      await held.get(page)!.closeLead.fail();
      await offline(page);
      await expect(fact(page, 'Estado')).toHaveText('Abierto');
    },
    'xstate.done.actor.reopenLead': async (page) => {
      await held.get(page)!.reopenLead.release();
      await expect(fact(page, 'Estado')).toHaveText('Abierto');
    },
    'xstate.error.actor.reopenLead': async (page) => {
      await held.get(page)!.reopenLead.fail();
      await offline(page);
      await expect(fact(page, 'Estado')).toHaveText('Cerrado');
    },
  },
});
