import { Trans } from '@lingui/react/macro';
import { CarGone } from '../../../components/car/CarGone';

/** The car was sold or someone reserved it (before or while buying it): it can be neither financed nor bought. */
export function CarUnavailable({ title }: { title: string }) {
  return (
    <CarGone heading={<Trans>Este carro ya no está disponible</Trans>}>
      <Trans>El {title} se vendió o alguien lo reservó, así que ya no se puede financiar ni comprar. Tenemos otros parecidos.</Trans>
    </CarGone>
  );
}
