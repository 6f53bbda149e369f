import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ComponentType } from 'react';
import { Container } from '../../../ui/Container';
import type { IconProps } from '../../../ui/icons/Icon';
import { CalendarIcon, CarIcon, CheckIcon, CurrencyIcon, InfoIcon } from '../../../ui/icons/interfaceIcons';
import * as section from '../page/section.css';
import * as styles from './HomeBenefits.css';
import { CLAIMS } from '../../../../common/claims';

// The figures come from the one place every text quotes them from.
const { inspectionPoints, warrantyMonths, offerWithinHours } = CLAIMS;

const BENEFITS: ReadonlyArray<{ icon: ComponentType<IconProps>; title: MessageDescriptor; text: MessageDescriptor }> = [
  {
    icon: CheckIcon,
    title: msg`Inspección de más de ${inspectionPoints} puntos`,
    text: msg`Revisamos motor, carrocería, interior y documentos antes de publicar cada carro.`,
  },
  {
    icon: InfoIcon,
    title: msg`Papeles verificados`,
    text: msg`Comprobamos la matrícula y obtenemos la certificación de no oposición: sin sorpresas en el traspaso.`,
  },
  {
    icon: CarIcon,
    title: msg`Garantía de hasta ${warrantyMonths} meses`,
    text: msg`Tu compra viene respaldada, y tienes tiempo para conocer tu carro con tranquilidad.`,
  },
  {
    icon: CurrencyIcon,
    title: msg`Planes de financiamiento`,
    text: msg`Precalifícate en minutos y elige el plan que mejor se adapta a tu presupuesto.`,
  },
  {
    icon: CalendarIcon,
    title: msg`Oferta en ${offerWithinHours} horas`,
    text: msg`Si vendes, inspeccionamos tu carro y te hacemos una oferta en menos de un día.`,
  },
];

export function HomeBenefits() {
  const { t } = useLingui();
  return (
    <section aria-labelledby="home-benefits-title" className={section.section}>
      <Container>
        <div className={section.heading}>
          <h2 id="home-benefits-title" className={section.title}>
            <Trans>¿Por qué Ola Cars?</Trans>
          </h2>
          <p className={section.subtitle}>
            <Trans>Comprar o vender un carro usado no tiene que ser un riesgo.</Trans>
          </p>
        </div>
        <ul className={styles.grid}>
          {BENEFITS.map(({ icon: Icon, title, text }) => (
            <li key={title.id} className={styles.card}>
              <span className={styles.icon}>
                <Icon size="lg" />
              </span>
              <h3 className={styles.cardTitle}>{t(title)}</h3>
              <p className={styles.cardText}>{t(text)}</p>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
