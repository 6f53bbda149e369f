import { useFormField } from '../../../components/form/useFormField';
import type { AuthTextField } from '../../../../machines/auth/auth-form';
import type { AuthFormRef } from '../api/auth-machine';
import { fieldProblemText } from './field-problem-text';

/** The shared field binding, worded with the auth forms' own limits (SPEC §5). */
export const useAuthField = (form: AuthFormRef, field: AuthTextField) => useFormField(form, field, fieldProblemText);
