import { withSubmit } from '../../../../machines/form/form.machine';
import { newsletterForm, newsletterSignupMachine } from '../../../../machines/newsletter/newsletter-signup.machine';
import { visitLock } from '../../../../machines/submission-lock/visit-lock';
import { subscribeNewsletter } from '../api/newsletter-requests';

/**
 * The subscribe form with the real send. One lock for the visit, shared by the home page's form and
 * the footer's: three failed attempts lock both, whichever was used.
 */
export const newsletterSignup = newsletterSignupMachine.provide({
  actors: { newsletterForm: withSubmit(newsletterForm.provide({ actors: { submissionLock: visitLock('newsletter', () => sessionStorage) } }), subscribeNewsletter) },
});
