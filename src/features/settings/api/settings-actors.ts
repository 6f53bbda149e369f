import type { QueryClient } from '@tanstack/react-query';
import { withSubmit } from '../../../../machines/form/form.machine';
import { passwordChangeMachine } from '../../../../machines/password-change/password-change.machine';
import { priceAlertsFormMachine } from '../../../../machines/price-alerts-form/price-alerts-form.machine';
import { profileFormMachine } from '../../../../machines/profile-form/profile-form.machine';
import { visitLock } from '../../../../machines/submission-lock/visit-lock';
import { changePassword } from './change-password';
import { selfUserQueryOptions } from './self-user';
import { renameSession } from './session-name';
import { setPriceAlerts } from './set-price-alerts';
import { updateProfile } from './update-profile';

/** The security form's machine with the real change and the lock kept for the visit. */
export const passwordChange = withSubmit(
  passwordChangeMachine.provide({ actors: { submissionLock: visitLock('password-change', () => sessionStorage) } }),
  changePassword,
);

/**
 * The profile form's machine with the real save: the answer refreshes the cached profile and the
 * header's name. It needs the app's QueryClient, which comes from React (router context, never a
 * module singleton), so the form binds it once per client.
 */
export const profileSaving = (queryClient: QueryClient) =>
  withSubmit(profileFormMachine.provide({ actors: { submissionLock: visitLock('profile', () => sessionStorage) } }), async (input) => {
    const user = await updateProfile(input);
    queryClient.setQueryData(selfUserQueryOptions().queryKey, user);
    renameSession(user.name, user.lastName);
    return user;
  });

/** The price-alerts switch's machine with the real save; the answer refreshes the cached profile. */
export const priceAlertsSaving = (queryClient: QueryClient) =>
  withSubmit(priceAlertsFormMachine.provide({ actors: { submissionLock: visitLock('price-alerts', () => sessionStorage) } }), async (input) => {
    const user = await setPriceAlerts(input);
    queryClient.setQueryData(selfUserQueryOptions().queryKey, user);
    return user;
  });
