/** CONTRACT.md "Staff operations": the roles, in the order the console lists them. */
export const STAFF_ROLES = ['operator', 'appraiser', 'admin'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const isStaffRole = (value: string): value is StaffRole => (STAFF_ROLES as readonly string[]).includes(value);

/**
 * Who may run each staff operation: the one table the server checks and the role matrix test walks.
 * An operator keeps the inventory, an appraiser inspects and makes offers to sellers, an admin does
 * everything and alone manages people and reads the audit log.
 */
export const STAFF_OPERATIONS = {
  staffMembers: ['admin'],
  auditLog: ['admin'],
  grantRole: ['admin'],
  revokeRole: ['admin'],
  staffSellRequests: ['appraiser', 'admin'],
  makeSellOffer: ['appraiser', 'admin'],
  staffInventory: ['operator', 'admin'],
  setCarStatus: ['operator', 'admin'],
  setCarPrice: ['operator', 'admin'],
  previewPriceChange: ['operator', 'admin'],
  changePrices: ['operator', 'admin'],
  opsDashboard: ['operator', 'appraiser', 'admin'],
  staffLeads: ['operator', 'admin'],
  assignLead: ['operator', 'admin'],
  answerLead: ['operator', 'admin'],
  closeLead: ['operator', 'admin'],
  reopenLead: ['operator', 'admin'],
} as const satisfies Record<string, readonly StaffRole[]>;

export type StaffOperation = keyof typeof STAFF_OPERATIONS;

export const mayRun = (roles: readonly StaffRole[], operation: StaffOperation): boolean =>
  roles.some((role) => (STAFF_OPERATIONS[operation] as readonly StaffRole[]).includes(role));
