import { Trans, useLingui } from '@lingui/react/macro';
import type { CarDetail } from '../api/car-query';
import { localName } from '../../../lib/i18n/local-text';
import * as section from '../page/section.css';
import * as styles from './CarSpecs.css';
import { formatSpec, maskIdentifier, SPEC_ROWS } from './spec-rows';
import { ColourValue, SpecRow } from './SpecRow';

export function CarSpecs({ car }: { car: CarDetail }) {
  const { t, i18n } = useLingui();
  const name = (item: Parameters<typeof localName>[0]) => localName(item, i18n.locale);
  return (
    <section className={section.card} aria-labelledby="car-specs-title">
      <h2 id="car-specs-title" className={section.title}>
        <Trans>Especificaciones</Trans>
      </h2>
      <dl className={styles.list}>
        <SpecRow term={t`Versión`}>{car.version.name}</SpecRow>
        <SpecRow term={t`Carrocería`}>{name(car.bodyStyle)}</SpecRow>
        <SpecRow term={t`Transmisión`}>{name(car.transmission)}</SpecRow>
        <SpecRow term={t`Combustible`}>{name(car.fuelType)}</SpecRow>
        <SpecRow term={t`Tracción`}>{name(car.driveTrain)}</SpecRow>
        <SpecRow term={t`Color exterior`}>
          <ColourValue name={name(car.exteriorColor)} hex={car.exteriorColor.hex} />
        </SpecRow>
        <SpecRow term={t`Color interior`}>
          <ColourValue name={name(car.interiorColor)} hex={car.interiorColor.hex} />
        </SpecRow>
        {SPEC_ROWS.map(({ key, label, unit }) => {
          const value = car.specs[key];
          return value == null ? null : (
            <SpecRow key={key} term={t(label)}>
              {formatSpec(value, unit)}
            </SpecRow>
          );
        })}
        <SpecRow term={t`Llaves`}>{car.keys}</SpecRow>
        <SpecRow term={t`Dueños anteriores`}>{car.owners}</SpecRow>
        {car.countryVersion ? <SpecRow term={t`Versión de país`}>{name(car.countryVersion)}</SpecRow> : null}
        <SpecRow term={t`VIN`}>
          <span className={styles.mono}>{car.vin}</span>
        </SpecRow>
        <SpecRow term={t`Placa`}>
          <span className={styles.mono}>{maskIdentifier(car.licensePlate)}</span>
        </SpecRow>
      </dl>
    </section>
  );
}
