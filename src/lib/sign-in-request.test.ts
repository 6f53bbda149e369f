import { afterEach, describe, expect, it, vi } from 'vitest';
import { closeSignIn, openSignIn, signInRequest, subscribeSignInRequest } from './sign-in-request';

afterEach(() => closeSignIn());

describe('sign-in requests', () => {
  it('opens on the sign-in panel unless another is asked for, and tells the modal', () => {
    const listener = vi.fn();
    const unsubscribe = subscribeSignInRequest(listener);
    openSignIn();
    expect(signInRequest()).toEqual({ panel: 'signIn', afterSignIn: undefined });
    openSignIn({ panel: 'register' });
    expect(signInRequest()?.panel).toBe('register');
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
  });

  it('keeps the follow-up of whoever asked until the modal closes', () => {
    const afterSignIn = vi.fn();
    openSignIn({ afterSignIn });
    signInRequest()?.afterSignIn?.();
    expect(afterSignIn).toHaveBeenCalledTimes(1);
    closeSignIn();
    expect(signInRequest()).toBeNull();
  });
});
