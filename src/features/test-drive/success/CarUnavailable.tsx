import { Trans } from '@lingui/react/macro';
import { CarGone } from '../../../components/car/CarGone';

/** The car was sold or someone reserved it (before or during the booking): nothing can be booked for it. */
export function CarUnavailable({ title }: { title: string }) {
  return (
    <CarGone heading={<Trans>Este carro ya no está disponible</Trans>}>
      <Trans>El {title} se vendió o alguien lo reservó, así que no podemos agendar una prueba de manejo. Tenemos otros parecidos.</Trans>
    </CarGone>
  );
}
