import { Trans, useLingui } from '@lingui/react/macro';
import { type FormActorRef, useFormField } from '../../../components/form/useFormField';
import { TextField } from '../../../ui/TextField';
import * as styles from './ContactFields.css';
import { questionProblem } from './question-problems';

/** Someone not signed in leaves an e-mail or a WhatsApp number: the only way to answer them. */
export function ContactFields({ form }: { form: FormActorRef }) {
  const { t } = useLingui();
  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>
        <Trans>¿Cómo te respondemos? Déjanos tu correo o tu WhatsApp.</Trans>
      </legend>
      <TextField type="email" autoComplete="email" label={t`Correo electrónico`} maxLength={50} {...useFormField(form, 'email', questionProblem)} />
      <TextField
        type="tel"
        autoComplete="tel-national"
        inputMode="numeric"
        label={t`WhatsApp`}
        hint={t`10 dígitos, sin guiones.`}
        maxLength={20}
        {...useFormField(form, 'phone', questionProblem)}
      />
    </fieldset>
  );
}
