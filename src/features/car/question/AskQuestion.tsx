import { Trans, useLingui } from '@lingui/react/macro';
import { LoadsWhenIdleOrNear } from '../../../components/deferred/LoadsWhenIdleOrNear';
import { lazyNamed } from '../../../ui/deferPopup';
import * as section from '../page/section.css';

// The form, its statechart and its validation come after the first paint: the card sits beside the
// report, below the gallery, and none of it is needed to show the car.
const QuestionFlow = lazyNamed(() => import('./QuestionFlow'), 'QuestionFlow');

export function AskQuestion({ carId, title }: { carId: string; title: string }) {
  const { t } = useLingui();
  return (
    <section className={section.card} aria-labelledby="car-question-title">
      <h2 id="car-question-title" className={section.title}>
        <Trans>¿Tienes una pregunta sobre este carro?</Trans>
      </h2>
      <LoadsWhenIdleOrNear loadingLabel={t`Cargando el formulario de preguntas`} height="12rem">
        <QuestionFlow carId={carId} title={title} />
      </LoadsWhenIdleOrNear>
    </section>
  );
}
