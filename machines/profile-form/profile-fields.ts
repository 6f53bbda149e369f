import { profileSchema, type ProfileInput } from '../../common/validation/account';

/** SPEC §3: one identification, either the national ID (cédula) or the driving licence. */
export type IdentificationKind = 'documentId' | 'drivingLicense';
export type ProfileTextField = 'name' | 'lastName' | 'telephoneNumber' | 'documentId' | 'drivingLicense' | 'address';

/** What the form edits; both numbers are kept so switching the kind never loses the other one. */
export type ProfileFields = Record<ProfileTextField, string> & { identification: IdentificationKind };
/** Codes of common/validation/account.ts (required, only_numbers, wrong_length…), worded by the feature. */
export type ProfileErrors = Partial<Record<ProfileTextField, string>>;

/** The profile as the API returns it. */
export type ProfileRecord = { [K in ProfileTextField]: K extends 'name' | 'lastName' ? string : string | null | undefined };

export function profileFieldsOf(profile: ProfileRecord, identification?: IdentificationKind): ProfileFields {
  return {
    name: profile.name,
    lastName: profile.lastName,
    telephoneNumber: profile.telephoneNumber ?? '',
    documentId: profile.documentId ?? '',
    drivingLicense: profile.drivingLicense ?? '',
    address: profile.address ?? '',
    // A licence alone means the visitor identified with it; otherwise the cédula is the usual choice.
    identification: identification ?? (!profile.documentId && profile.drivingLicense ? 'drivingLicense' : 'documentId'),
  };
}

const parse = ({ identification: _kind, ...fields }: ProfileFields) => profileSchema.safeParse(fields);

/** Every problem, one code per field (the first the schema reports). */
export function profileErrors(fields: ProfileFields): ProfileErrors {
  const result = parse(fields);
  const errors: ProfileErrors = {};
  for (const issue of result.success ? [] : result.error.issues) errors[issue.path[0] as ProfileTextField] ??= issue.message;
  return errors;
}

/** What updateProfile receives: trimmed, with empty optional fields as null. Only called once valid. */
export function profileInput(fields: ProfileFields): ProfileInput {
  const result = parse(fields);
  if (!result.success) throw new Error('profileInput needs valid fields');
  return result.data;
}
