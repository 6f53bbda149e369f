import type { FaqQuestion } from '../../common/validation/faq-question.ts';
import type { Db } from '../db/client.ts';
import { insertFaqQuestion } from '../db/queries/leads.ts';
import { getSettingsForCountry } from '../db/queries/settings.ts';
import type { MailLocale } from '../mail/account-mails.ts';
import { faqQuestionMail } from '../mail/faq-question-mail.ts';
import { enqueueMail } from '../mail/outbox.ts';

export interface FaqQuestionOrigin {
  countryId: number;
  /** The country's ISO code, whose settings hold the support hours the e-mail quotes. */
  countryCode: string;
  locale: MailLocale;
  /** The SPA's origin, for the e-mail's link. */
  publicUrl: string;
}

/** The help centre (SPEC §1 FAQS); the SPA's route of the same name. */
export const HELP_CENTRE_PATH = '/help/faqs';

export const FAQ_QUESTION_MAIL = 'FAQ_QUESTION_ACKNOWLEDGEMENT';

/**
 * Stores a help-centre question (checked beforehand by faqQuestionSchema) as a lead for the support
 * team and queues its acknowledgement in the asker's language, in one transaction: a question is
 * never acknowledged without being kept, nor kept without its acknowledgement.
 */
export async function submitFaqQuestion(db: Db, { question, email }: FaqQuestion, origin: FaqQuestionOrigin): Promise<number> {
  const settings = await getSettingsForCountry(db, origin.countryCode);
  const mail = faqQuestionMail({
    locale: origin.locale,
    question,
    schedule: settings?.salesAndSupportScheduleTranslations?.[origin.locale],
    link: `${origin.publicUrl}${HELP_CENTRE_PATH}`,
  });
  return db.transaction(async (tx) => {
    const id = await insertFaqQuestion(tx, { countryId: origin.countryId, question, email });
    await enqueueMail(tx, { to: email, kind: FAQ_QUESTION_MAIL, ...mail });
    return id;
  });
}
