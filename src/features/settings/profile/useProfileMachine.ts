import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { withSubmit } from '../../../../machines/form/form.machine';
import { profileFormMachine } from '../../../../machines/profile-form/profile-form.machine';
import { visitLock } from '../../../../machines/submission-lock/visit-lock';
import { selfUserQueryOptions } from '../api/self-user';
import { renameSession } from '../api/session-name';
import { updateProfile } from '../api/update-profile';

/** The profile form's machine with the real save: the answer refreshes the cached profile and the header's name. */
export function useProfileMachine() {
  const queryClient = useQueryClient();
  return useMemo(
    () =>
      withSubmit(profileFormMachine.provide({ actors: { submissionLock: visitLock('profile', () => sessionStorage) } }), async (input) => {
        const user = await updateProfile(input);
        queryClient.setQueryData(selfUserQueryOptions().queryKey, user);
        renameSession(user.name, user.lastName);
        return user;
      }),
    [queryClient],
  );
}
