import { carQuestionMachine, questionForm } from '../../../../machines/car-question/car-question.machine';
import { withSubmit } from '../../../../machines/form/form.machine';
import { visitLock } from '../../../../machines/submission-lock/visit-lock';
import { askCarQuestion } from './ask-question';

/** The car page's question with the real send and the lock kept for the visit. */
export const carQuestion = carQuestionMachine.provide({
  actors: { questionForm: withSubmit(questionForm.provide({ actors: { submissionLock: visitLock('car-question', () => sessionStorage) } }), askCarQuestion) },
});
