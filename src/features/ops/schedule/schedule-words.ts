import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { fieldProblem } from '../../../lib/errors/field-problems';

const KIND_WORDS: Record<string, MessageDescriptor> = { TEST_DRIVE: msg`Prueba de manejo`, INSPECTION: msg`Inspección` };

const STATUS_WORDS: Record<string, MessageDescriptor> = { SCHEDULED: msg`Agendada`, COMPLETED: msg`Hora pasada`, CANCELED: msg`Cancelada` };

const ATTENDANCE_WORDS: Record<string, MessageDescriptor> = { DONE: msg`Realizada`, NO_SHOW: msg`No se presentó` };

const PLACE_WORDS: Record<string, MessageDescriptor> = { SPOT: msg`En el local`, HOME: msg`A domicilio` };

const said = (i18n: I18n, words: Record<string, MessageDescriptor>, code: string) => {
  const descriptor = words[code];
  return descriptor ? i18n._(descriptor) : code;
};

export const bookingKind = (i18n: I18n, kind: string) => said(i18n, KIND_WORDS, kind);
export const bookingStatus = (i18n: I18n, status: string) => said(i18n, STATUS_WORDS, status);
export const bookingAttendance = (i18n: I18n, attendance: string) => said(i18n, ATTENDANCE_WORDS, attendance);
export const bookingPlace = (i18n: I18n, place: string) => said(i18n, PLACE_WORDS, place);

const SCHEDULE_PROBLEMS: Record<string, MessageDescriptor> = {
  out_of_range: msg`Fuera del rango permitido`,
  before_start: msg`La hora final debe ser después de la inicial`,
  overlaps: msg`Ya hay un cierre en esas horas`,
};

/** The message under a capacity or closure box for a validation code of common/validation/schedules.ts. */
export const scheduleProblem = (_field: string, code: string | undefined) => (code ? (SCHEDULE_PROBLEMS[code] ?? fieldProblem(code) ?? code) : undefined);
