import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { trimDetailsQueryOptions } from '../api/car-editor-query';
import * as styles from './CarEditor.css';

type Named = { name: string; nameTranslations?: { en: string; es: string } | null };

/** What a car of the chosen trim is: the specs live on the trim, and the car takes them from it. */
export function TrimSpecs({ slug }: { slug: string }) {
  const { t, i18n } = useLingui();
  const trim = useQuery({ ...trimDetailsQueryOptions(slug), enabled: slug !== '' });
  if (!trim.data) return null;
  const named = (entry: Named) => entry.nameTranslations?.[i18n.locale === 'en' ? 'en' : 'es'] ?? entry.name;
  const { bodyStyle, fuelType, transmission, driveTrain, specs } = trim.data;
  return (
    <section aria-labelledby="trim-specs-title">
      <h3 id="trim-specs-title">{t`Especificaciones de la versión`}</h3>
      <dl className={styles.summary}>
        <dt>{t`Carrocería`}</dt>
        <dd>{named(bodyStyle)}</dd>
        <dt>{t`Combustible`}</dt>
        <dd>{named(fuelType)}</dd>
        <dt>{t`Transmisión`}</dt>
        <dd>{named(transmission)}</dd>
        <dt>{t`Tracción`}</dt>
        <dd>{named(driveTrain)}</dd>
        <dt>{t`Potencia`}</dt>
        <dd>{`${specs.horsepowerHp} hp${specs.engineDisplacementL ? ` · ${specs.engineDisplacementL.toFixed(1)} L` : ''}`}</dd>
        <dt>{t`Asientos`}</dt>
        <dd>{specs.seats}</dd>
        <dt>{t`Puertas`}</dt>
        <dd>{specs.doors}</dd>
      </dl>
    </section>
  );
}
