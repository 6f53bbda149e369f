import { Trans, useLingui } from '@lingui/react/macro';
import { LoadsWhenIdleOrNear } from '../../../components/deferred/LoadsWhenIdleOrNear';
import { lazyNamed } from '../../../ui/deferPopup';
import * as styles from './FaqQuestionBox.css';

// The form, its statechart and its validation come after the first paint: the box sits below the
// contact card, and the answers above are what the page is for.
const FaqQuestionFlow = lazyNamed(() => import('./FaqQuestionFlow'), 'FaqQuestionFlow');

/** 'Ask us': a question the answers above leave open, answered by e-mail. */
export function FaqQuestionBox({ id }: { id: string }) {
  const { t } = useLingui();
  return (
    <section id={id} aria-labelledby={`${id}-title`} className={styles.box}>
      <h2 id={`${id}-title`} className={styles.title}>
        <Trans>Haznos tu pregunta</Trans>
      </h2>
      <p className={styles.intro}>
        <Trans>¿No encuentras la respuesta? Escríbenos y te respondemos por correo.</Trans>
      </p>
      {/* The form's height (296 px). */}
      <LoadsWhenIdleOrNear loadingLabel={t`Cargando el formulario de preguntas`} height="18.5rem">
        <FaqQuestionFlow />
      </LoadsWhenIdleOrNear>
    </section>
  );
}
