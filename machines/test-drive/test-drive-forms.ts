import { createFormMachine, finishStep } from '../form/form.machine';
import { confirmStepSchema, contactStepSchema, hourStepSchema, placeStepSchema } from './test-drive-steps';
import type { ConfirmValues, ContactValues, HourValues, PlaceValues, ScheduleTestDriveInput, TestDriveBooked, TestDriveContact, TestDrivePlace } from './test-drive-values';

// The flow's step forms, each the one form machine over its step's schema.
export const contactForm = createFormMachine<ContactValues, TestDriveContact>({ id: 'contactForm', schema: contactStepSchema }).provide({ actors: { submit: finishStep } });
export const placeForm = createFormMachine<PlaceValues, TestDrivePlace>({ id: 'placeForm', schema: placeStepSchema }).provide({ actors: { submit: finishStep } });
export const hourForm = createFormMachine<HourValues, string>({ id: 'hourForm', schema: hourStepSchema }).provide({ actors: { submit: finishStep } });

/**
 * The confirmation's button submits this form, whose submit is scheduleTestDrive (the feature
 * provides it): every failed send is counted by its three-failure lock, and each failure is told to
 * the flow, which goes back to the calendar when the hour was taken meanwhile.
 */
export const confirmForm = createFormMachine<ConfirmValues, ScheduleTestDriveInput, TestDriveBooked>({ id: 'confirmForm', schema: confirmStepSchema, tellsHostFailures: true });
