// Car and spot ids are positive 32-bit integers; anything else names neither (and never reaches SQL).
const ROW_ID = /^[1-9]\d{0,8}$/;

const rowIdOf = (raw: string): number | undefined => (ROW_ID.test(raw) ? Number(raw) : undefined);

/** The car id a client sent, or undefined when the text cannot be one. */
export const carIdOf = rowIdOf;

/** The spot id a client sent, or undefined when the text cannot be one. */
export const spotIdOf = rowIdOf;
