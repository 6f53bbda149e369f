import { Trans } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { BUY } from '../../../lib/routes';
import { Container } from '../../../ui/Container';
import { MapPinIcon } from '../../../ui/icons/interfaceIcons';
import { Skeleton } from '../../../ui/Skeleton';
import { homeSpotsQueryOptions } from '../api/spots-query';
import * as section from '../page/section.css';
import * as styles from './HomeSpots.css';

/** Where the cars are: each spot with its count, opening the catalogue filtered to it. */
export function HomeSpots() {
  const { data, isPending, isError } = useQuery(homeSpotsQueryOptions());
  if (isError) return null;
  return (
    <section aria-labelledby="home-spots-title" className={section.section}>
      <Container>
        <div className={section.heading}>
          <h2 id="home-spots-title" className={section.title}>
            <Trans>Visítanos en nuestros spots</Trans>
          </h2>
          <p className={section.subtitle}>
            <Trans>Ve los carros en persona y haz tu prueba de manejo en el spot más cercano.</Trans>
          </p>
        </div>
        <ul className={styles.grid} aria-busy={isPending}>
          {isPending
            ? [0, 1, 2, 3].map((key) => (
                <li key={key}>
                  <Skeleton height="88px" radius="lg" />
                </li>
              ))
            : data.facets.curboSpot.map((spot) => {
                const count = spot.count;
                return (
                  <li key={spot.slug}>
                    <Link to={BUY} search={{ curboSpot: spot.slug }} className={styles.card}>
                      <span className={styles.pin}>
                        <MapPinIcon />
                      </span>
                      <span className={styles.text}>
                        <span className={styles.name}>{spot.name}</span>
                        <span className={styles.count}>
                          <Trans>{count} carros disponibles</Trans>
                        </span>
                      </span>
                    </Link>
                  </li>
                );
              })}
        </ul>
      </Container>
    </section>
  );
}
