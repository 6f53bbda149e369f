import type { ReactNode } from 'react';
import { LockedForm } from '../../../components/form/LockedForm';
import { Stack } from '../../../ui/Stack';
import type { AuthFormRef } from '../api/auth-machine';

type AuthFormProps = { form: AuthFormRef; label: string; children: ReactNode };

/** A panel's form on the shared form shell; its toasts show above the dialog (AuthToasts). */
export function AuthForm({ form, label, children }: AuthFormProps) {
  return (
    <LockedForm form={form} label={label} withToasts={false}>
      <Stack gap="md">{children}</Stack>
    </LockedForm>
  );
}
