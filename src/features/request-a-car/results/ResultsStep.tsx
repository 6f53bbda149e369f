import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import type { ReactNode } from 'react';
import { LoadProblem } from '../../../components/feedback/LoadProblem';
import type { FormActorRef } from '../../../components/form/useFormField';
import { StepForm } from '../../../components/wizard/StepForm';
import { type RequestACarRef, type SuggestedCar, suggestedCarsOf } from '../api/request-actors';
import * as styles from '../wizard/RequestWizard.css';

/** Draws cars as the catalogue's cards (the route composes them in); undefined while they load. */
export type CarCards = (cars: ReadonlyArray<SuggestedCar> | undefined, label: string) => ReactNode;

type Props = { wizard: RequestACarRef; form: FormActorRef; title: string; cards: CarCards };

/**
 * Resultados: the cars we have now that come closest, and the send-request button, which the
 * visitor presses whatever the suggestions (one of them may be the car: then no request is needed).
 */
export function ResultsStep({ wizard, form, title, cards }: Props) {
  const { t } = useLingui();
  const loading = useSelector(wizard, (snapshot) => snapshot.matches({ results: { suggestions: 'loading' } }));
  const failed = useSelector(wizard, (snapshot) => snapshot.matches({ results: { suggestions: 'failed' } }));
  const suggestions = useSelector(wizard, (snapshot) => snapshot.context.suggestions);
  const label = t`Carros parecidos que tenemos ahora`;
  return (
    <StepForm form={form} title={title} onBack={() => wizard.send({ type: 'step.back' })} submitLabel={<Trans>Enviar solicitud</Trans>}>
      {loading ? cards(undefined, label) : null}
      {failed ? <LoadProblem title={t`No pudimos buscar carros parecidos.`} onRetry={() => wizard.send({ type: 'suggestions.retry' })} /> : null}
      {suggestions && suggestions.length > 0 ? (
        <>
          <p className={styles.text}>
            <Trans>Estos son los carros que tenemos ahora que más se acercan a lo que buscas. Si ninguno es el tuyo, envía la solicitud y seguimos buscando.</Trans>
          </p>
          {cards(suggestedCarsOf(suggestions), label)}
        </>
      ) : null}
      {suggestions && suggestions.length === 0 ? (
        <p className={styles.notice}>
          <Trans>Ahora no tenemos un carro así. Envía la solicitud y lo buscamos por ti: te escribimos en cuanto llegue uno.</Trans>
        </p>
      ) : null}
    </StepForm>
  );
}
