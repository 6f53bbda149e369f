import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { OPS_AUDIT, OPS_INVENTORY, OPS_LEADS, OPS_SCHEDULE, OPS_SELL_REQUESTS, OPS_STAFF } from '../../../lib/routes';

export type OpsSection = {
  id: 'inventory' | 'leads' | 'schedule' | 'sell-requests' | 'staff' | 'audit';
  path: typeof OPS_INVENTORY | typeof OPS_LEADS | typeof OPS_SCHEDULE | typeof OPS_SELL_REQUESTS | typeof OPS_STAFF | typeof OPS_AUDIT;
  label: MessageDescriptor;
  roles: readonly string[];
};

/**
 * The console's sections and who may open them, as server/staff/staff-operations.ts allows their
 * operations: the nav shows only these, and a section opened by address says it is not for this role.
 */
export const OPS_SECTIONS: readonly OpsSection[] = [
  { id: 'inventory', path: OPS_INVENTORY, label: msg`Inventario`, roles: ['operator', 'admin'] },
  { id: 'leads', path: OPS_LEADS, label: msg`Contactos`, roles: ['operator', 'admin'] },
  // Appraisers see the inspections of it; the test drives and every change are the operators'.
  { id: 'schedule', path: OPS_SCHEDULE, label: msg`Agenda`, roles: ['operator', 'appraiser', 'admin'] },
  // Operators take the cars sellers accepted our offer for into the inventory from here (decision 52).
  { id: 'sell-requests', path: OPS_SELL_REQUESTS, label: msg`Solicitudes de venta`, roles: ['operator', 'appraiser', 'admin'] },
  { id: 'staff', path: OPS_STAFF, label: msg`Personal`, roles: ['admin'] },
  { id: 'audit', path: OPS_AUDIT, label: msg`Registro de cambios`, roles: ['admin'] },
];

export const sectionsFor = (roles: readonly string[]) => OPS_SECTIONS.filter((section) => section.roles.some((role) => roles.includes(role)));

export const mayOpen = (roles: readonly string[], id: OpsSection['id']) => sectionsFor(roles).some((section) => section.id === id);
