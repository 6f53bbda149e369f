import { Trans } from '@lingui/react/macro';
import { CarGone } from '../../../components/car/CarGone';

/** Sold or held by another buyer (before the page opened, or while paying): nothing was charged. */
export function ReserveUnavailable({ title }: { title: string }) {
  return (
    <CarGone heading={<Trans>Este carro ya no se puede reservar</Trans>}>
      <Trans>El {title} se vendió o alguien más lo reservó. No te cobramos nada. Tenemos otros parecidos.</Trans>
    </CarGone>
  );
}
