/** CONTRACT.md "Staff operations": the roles, in the order the console lists them. */
export const STAFF_ROLES = ['operator', 'appraiser', 'admin'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const isStaffRole = (value: string): value is StaffRole => (STAFF_ROLES as readonly string[]).includes(value);

/**
 * Who may run each staff operation: the one table the server checks and the role matrix test walks.
 * An operator keeps the inventory and the spots' schedules, an appraiser inspects and makes offers to sellers, an admin does
 * everything and alone manages people and reads the audit log.
 */
export const STAFF_OPERATIONS = {
  staffMembers: ['admin'],
  auditLog: ['admin'],
  grantRole: ['admin'],
  revokeRole: ['admin'],
  // Operators read the queue too: they receive the cars sellers accepted our offer for (decision 52).
  staffSellRequests: ['operator', 'appraiser', 'admin'],
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
  staffCars: ['operator', 'admin'],
  staffCarPictures: ['operator', 'admin'],
  uploadCarPicture: ['operator', 'admin'],
  removeCarPicture: ['operator', 'admin'],
  moveCarPicture: ['operator', 'admin'],
  setMainCarPicture: ['operator', 'admin'],
  // Reference data; appraisers need the checklist to record a seller's inspection (decision 53).
  staffCarOptions: ['operator', 'appraiser', 'admin'],
  staffTrim: ['operator', 'admin'],
  staffCarForm: ['operator', 'admin'],
  createCar: ['operator', 'admin'],
  updateCar: ['operator', 'admin'],
  staffSchedule: ['operator', 'appraiser', 'admin'],
  confirmBooking: ['operator', 'admin'],
  rescheduleBooking: ['operator', 'admin'],
  markBookingDone: ['operator', 'admin'],
  markNoShow: ['operator', 'admin'],
  setSpotCapacity: ['operator', 'admin'],
  addSpotClosure: ['operator', 'admin'],
  removeSpotClosure: ['operator', 'admin'],
  // As createCar: the one action ends in the car editor, which appraisers do not open (decision 52).
  listSellRequestCar: ['operator', 'admin'],
  // The appraiser inspects the seller's car and writes down what the offer is based on (decision 53).
  recordSellInspection: ['appraiser', 'admin'],
} as const satisfies Record<string, readonly StaffRole[]>;

export type StaffOperation = keyof typeof STAFF_OPERATIONS;

/** Operations served over plain HTTP rather than GraphQL: the picture upload takes raw image bytes (decision 50). */
export const STAFF_HTTP_OPERATIONS = ['uploadCarPicture'] as const satisfies readonly StaffOperation[];

export const mayRun = (roles: readonly StaffRole[], operation: StaffOperation): boolean =>
  roles.some((role) => (STAFF_OPERATIONS[operation] as readonly StaffRole[]).includes(role));
