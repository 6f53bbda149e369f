import { useSelector } from '@xstate/react';
import { panelOf } from '../../../../machines/auth/auth.machine';
import type { AuthActorRef } from '../api/auth-machine';
import { AuthToasts } from './AuthToasts';
import { RecoverPanel } from './RecoverPanel';
import { RegisterPanel } from './RegisterPanel';
import { SentConfirmation } from './SentConfirmation';
import { SignedIn } from './SignedIn';
import { SignInPanel } from './SignInPanel';

/** Whichever panel the machine is in, in the modal or on a page of its own. */
export function AuthPanels({ auth }: { auth: AuthActorRef }) {
  const form = useSelector(auth, (snapshot) => snapshot.children.authForm);
  const screen = useSelector(auth, (snapshot) => {
    if (snapshot.status === 'done') return 'signedIn';
    if (snapshot.matches({ register: 'confirmation' })) return 'registered';
    if (snapshot.matches({ recover: 'confirmation' })) return 'recovering';
    return panelOf(snapshot);
  });
  // The form ends with the machine, once signed in: the page is about to reload.
  if (screen === 'signedIn' || !form) return <SignedIn />;
  return (
    <>
      {screen === 'signIn' ? <SignInPanel auth={auth} form={form} /> : null}
      {screen === 'register' ? <RegisterPanel auth={auth} form={form} /> : null}
      {screen === 'recover' ? <RecoverPanel auth={auth} form={form} /> : null}
      {screen === 'registered' ? <SentConfirmation auth={auth} kind="register" /> : null}
      {screen === 'recovering' ? <SentConfirmation auth={auth} kind="recover" /> : null}
      <AuthToasts form={form} />
    </>
  );
}
