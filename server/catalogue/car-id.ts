// Car ids are positive 32-bit integers; anything else names no car (and never reaches SQL).
const CAR_ID = /^[1-9]\d{0,8}$/;

/** The car id a client sent, or undefined when the text cannot be one. */
export const carIdOf = (raw: string): number | undefined => (CAR_ID.test(raw) ? Number(raw) : undefined);
