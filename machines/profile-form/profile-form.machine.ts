import type { ProfileInput } from '../../common/validation/account';
import { createFormMachine } from '../form/form.machine';
import { type FormSchema, schemaFromProblems } from '../form/form-schema';
import { profileErrors, profileFieldsOf, profileInput, type ProfileFields, type ProfileRecord } from './profile-fields';

/** The shared profile schema over the form's fields; which identification is shown is not sent. */
const profileFormSchema: FormSchema<ProfileFields, ProfileInput> = schemaFromProblems(profileErrors, profileInput);

/**
 * The profile tab of the settings (SPEC §2, §3) on the one form machine: the loaded profile is
 * edited (the identification kind is a field like the others), checked with the shared schema on
 * blur and on submit, and saved; what was typed survives a failed save, the saved notice shows the
 * server's copy, and the third failure locks the form (SPEC §8).
 */
export const profileFormMachine = createFormMachine<ProfileFields, ProfileInput, ProfileRecord>({
  id: 'profileForm',
  schema: profileFormSchema,
  // The server's copy (trimmed, empty fields cleared) becomes what the form shows, on the same kind.
  keepEditing: { valuesAfter: (saved, sent) => profileFieldsOf(saved as ProfileRecord, sent.identification) },
});

export const profileFormInput = (profile: ProfileRecord) => ({ values: profileFieldsOf(profile) });
