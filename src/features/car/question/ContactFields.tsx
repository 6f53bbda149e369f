import { Trans, useLingui } from '@lingui/react/macro';
import type { ContactField, ContactProblems } from '../../../../machines/car-question/question-rules';
import { fieldProblem } from '../../../lib/errors/field-problems';
import { TextField } from '../../../ui/TextField';
import * as styles from './ContactFields.css';

type Props = {
  contact: Record<ContactField, string>;
  problems: ContactProblems;
  onChange: (field: ContactField, value: string) => void;
};

/** Someone not signed in leaves an e-mail or a WhatsApp number: the only way to answer them. */
export function ContactFields({ contact, problems, onChange }: Props) {
  const { t, i18n } = useLingui();
  const problemText = (code: string | undefined) => {
    const known = code ? fieldProblem(code) : null;
    return known ? i18n._(known) : code;
  };
  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>
        <Trans>¿Cómo te respondemos? Déjanos tu correo o tu WhatsApp.</Trans>
      </legend>
      <TextField
        type="email"
        autoComplete="email"
        label={t`Correo electrónico`}
        maxLength={50}
        value={contact.email}
        error={problemText(problems.email)}
        onChange={(event) => onChange('email', event.target.value)}
      />
      <TextField
        type="tel"
        autoComplete="tel-national"
        inputMode="numeric"
        label={t`WhatsApp`}
        hint={t`10 dígitos, sin guiones.`}
        maxLength={20}
        value={contact.phone}
        error={problemText(problems.phone)}
        onChange={(event) => onChange('phone', event.target.value)}
      />
    </fieldset>
  );
}
