import { Trans, useLingui } from '@lingui/react/macro';
import { Suspense } from 'react';
import { useIdleOrNear } from '../../../hooks/idle-or-near';
import { lazyNamed } from '../../../ui/deferPopup';
import { Skeleton } from '../../../ui/Skeleton';
import * as section from '../page/section.css';

// The form, its statechart and its validation come after the first paint: the card sits beside the
// report, below the gallery, and none of it is needed to show the car.
const QuestionFlow = lazyNamed(() => import('./QuestionFlow'), 'QuestionFlow');

export function AskQuestion({ carId, title }: { carId: string; title: string }) {
  const { t } = useLingui();
  const { ref, ready } = useIdleOrNear<HTMLElement>();
  const placeholder = (
    <output aria-busy="true" aria-label={t`Cargando el formulario de preguntas`}>
      <Skeleton height="12rem" radius="md" />
    </output>
  );
  return (
    <section ref={ref} className={section.card} aria-labelledby="car-question-title">
      <h2 id="car-question-title" className={section.title}>
        <Trans>¿Tienes una pregunta sobre este carro?</Trans>
      </h2>
      {ready ? (
        <Suspense fallback={placeholder}>
          <QuestionFlow carId={carId} title={title} />
        </Suspense>
      ) : (
        placeholder
      )}
    </section>
  );
}
