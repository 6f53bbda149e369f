import { useSelector } from '@xstate/react';
import { AuthToasts } from './AuthToasts';
import { RecoverPanel } from './RecoverPanel';
import { RegisterPanel } from './RegisterPanel';
import { SentConfirmation } from './SentConfirmation';
import { SignInPanel } from './SignInPanel';
import type { AuthActorRef } from './useAuthField';

/** Whichever panel the machine is in, in the modal or on a page of its own. */
export function AuthPanels({ actorRef }: { actorRef: AuthActorRef }) {
  const screen = useSelector(actorRef, (state) => {
    if (state.matches({ form: { register: 'confirmation' } })) return 'registered';
    if (state.matches({ form: { recover: 'confirmation' } })) return 'recovering';
    return state.context.panel;
  });
  return (
    <>
      {screen === 'signIn' ? <SignInPanel actorRef={actorRef} /> : null}
      {screen === 'register' ? <RegisterPanel actorRef={actorRef} /> : null}
      {screen === 'recover' ? <RecoverPanel actorRef={actorRef} /> : null}
      {screen === 'registered' ? <SentConfirmation actorRef={actorRef} kind="register" /> : null}
      {screen === 'recovering' ? <SentConfirmation actorRef={actorRef} kind="recover" /> : null}
      <AuthToasts actorRef={actorRef} />
    </>
  );
}
