import { Trans, useLingui } from '@lingui/react/macro';
import { FactList } from '../../../components/facts/FactList';
import { type DriveFacts, drivePlace, driveTime } from './drive-facts';

/** Car, day, hour window and place of a drive: on the confirmation and on the success page. */
export function DriveFactList({ carTitle, drive }: { carTitle: string; drive: DriveFacts }) {
  const { i18n } = useLingui();
  const { day, from, to } = driveTime(i18n.locale, drive);
  return (
    <FactList
      facts={[
        { id: 'car', term: <Trans>Carro</Trans>, value: carTitle },
        { id: 'day', term: <Trans>Día</Trans>, value: day },
        { id: 'hour', term: <Trans>Hora</Trans>, value: <Trans>De {from} a {to}</Trans> },
        { id: 'place', term: drive.place === 'HOME' ? <Trans>En tu casa</Trans> : <Trans>En la sucursal</Trans>, value: drivePlace(drive) },
      ]}
    />
  );
}
