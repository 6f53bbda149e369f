import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import type { ReactNode } from 'react';
import { preferencesToCatalogue } from '../../../../machines/car-finder/finder-search';
import { preferencesOf } from '../../../../machines/car-finder/finder-values';
import { BUY, REQUEST_A_CAR } from '../../../lib/routes';
import { Button, buttonClassName } from '../../../ui/Button';
import { CheckIcon } from '../../../ui/icons/interfaceIcons';
import { Skeleton } from '../../../ui/Skeleton';
import { Stack } from '../../../ui/Stack';
import type { CarFinderRef, FinderRecommendation, RecommendedCar } from '../api/finder-actors';
import { MATCH_REASONS } from './match-reasons';
import * as styles from './FinderResults.css';

/** How the page draws a car: the route passes the catalogue's card. */
export type RenderCar = (car: RecommendedCar, options: { priority: boolean; headingLevel: 2 | 3 }) => ReactNode;

type ResultsProps = { finder: CarFinderRef; renderCar: RenderCar };

/** The results: asking (skeleton), the main car and other options, not found, or failed. */
export function FinderResults({ finder, renderCar }: ResultsProps) {
  const state = useSelector(finder, (snapshot) => (snapshot.matches({ results: 'found' }) ? 'found' : snapshot.matches({ results: 'notFound' }) ? 'notFound' : snapshot.matches({ results: 'failed' }) ? 'failed' : 'loading'));
  const edit = () => finder.send({ type: 'results.edit' });
  if (state === 'found') return <Found finder={finder} renderCar={renderCar} onEdit={edit} />;
  if (state === 'notFound') return <NotFound onEdit={edit} />;
  if (state === 'failed') return <Failed onRetry={() => finder.send({ type: 'results.retry' })} onEdit={edit} />;
  return <Asking />;
}

function Asking() {
  const { t } = useLingui();
  return (
    <section aria-busy="true" aria-label={t`Buscando tu carro`} className={styles.main}>
      <Skeleton height="18rem" radius="lg" />
      <Stack gap="sm">
        <Skeleton width="60%" height="1.5rem" />
        <Skeleton width="80%" />
        <Skeleton width="70%" />
      </Stack>
    </section>
  );
}

function Found({ finder, renderCar, onEdit }: ResultsProps & { onEdit: () => void }) {
  const { i18n } = useLingui();
  // The machine keeps recommendCars' whole answer; it only needs the cars' ids.
  const recommendation = useSelector(finder, (snapshot) => snapshot.context.recommendation) as FinderRecommendation;
  const preferences = useSelector(finder, (snapshot) => preferencesOf(snapshot.context.answers));
  const { main, others, matching, mainMatches } = recommendation;
  if (!main || !preferences) return null;
  return (
    <Stack gap="xl">
      <h1 className={styles.title}>
        <Trans>Tu carro recomendado</Trans>
      </h1>
      <div className={styles.main}>
        {renderCar(main, { priority: true, headingLevel: 2 })}
        <section aria-labelledby="finder-why-title">
          <Stack gap="md">
            <h2 id="finder-why-title" className={styles.sectionTitle}>
              <Trans>Por qué te lo recomendamos</Trans>
            </h2>
            <ul className={styles.reasons}>
              {mainMatches.map((match) => (
                <li key={match} className={styles.reason}>
                  <CheckIcon className={styles.reasonIcon} />
                  {MATCH_REASONS[match] ? i18n._(MATCH_REASONS[match]) : match}
                </li>
              ))}
            </ul>
            <div className={styles.actions}>
              <Link to={BUY} search={preferencesToCatalogue(preferences)} className={buttonClassName({ variant: 'primary' })}>
                <Trans>Ver los {matching} carros que coinciden</Trans>
              </Link>
              <Button variant="secondary" onClick={onEdit}>
                <Trans>Editar preferencias</Trans>
              </Button>
            </div>
          </Stack>
        </section>
      </div>
      {others.length > 0 ? (
        <section aria-labelledby="finder-others-title">
          <Stack gap="md">
            <h2 id="finder-others-title" className={styles.sectionTitle}>
              <Trans>Otras opciones para ti</Trans>
            </h2>
            <ul className={styles.others}>
              {others.map((car) => (
                <li key={car.id}>{renderCar(car, { priority: false, headingLevel: 3 })}</li>
              ))}
            </ul>
          </Stack>
        </section>
      ) : null}
    </Stack>
  );
}

/** SPEC §8's not-found text and the ways out: change a preference, ask us for the car, or browse all. */
function NotFound({ onEdit }: { onEdit: () => void }) {
  return (
    <section className={styles.notice} aria-labelledby="finder-none-title">
      <h1 id="finder-none-title" className={styles.title}>
        <Trans>No se encontraron resultados con los criterios seleccionados.</Trans>
      </h1>
      <p>
        <Trans>Prueba con otro precio, más años o más millas, o pídenos el carro y te avisamos cuando llegue.</Trans>
      </p>
      <div className={styles.actions}>
        <Button variant="primary" onClick={onEdit}>
          <Trans>Cambiar mis preferencias</Trans>
        </Button>
        <Link to={REQUEST_A_CAR} className={buttonClassName({ variant: 'secondary' })}>
          <Trans>Solicitar un carro</Trans>
        </Link>
        <Link to={BUY} className={buttonClassName({ variant: 'link' })}>
          <Trans>Ver todos los carros</Trans>
        </Link>
      </div>
    </section>
  );
}

function Failed({ onRetry, onEdit }: { onRetry: () => void; onEdit: () => void }) {
  return (
    <section className={styles.notice} aria-labelledby="finder-failed-title">
      <h1 id="finder-failed-title" className={styles.title}>
        <Trans>No pudimos buscar tu carro</Trans>
      </h1>
      <p role="alert">
        <Trans>Se ha producido un error, inténtelo de nuevo más tarde.</Trans>
      </p>
      <div className={styles.actions}>
        <Button variant="primary" onClick={onRetry}>
          <Trans>Reintentar</Trans>
        </Button>
        <Button variant="secondary" onClick={onEdit}>
          <Trans>Editar preferencias</Trans>
        </Button>
      </div>
    </section>
  );
}
