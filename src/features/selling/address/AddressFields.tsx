import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useSelector } from '@xstate/react';
import type { AddressValues } from '../../../../machines/sell/sell-values';
import type { FormActorRef } from '../../../components/form/useFormField';
import { Button } from '../../../ui/Button';
import { MapPinIcon } from '../../../ui/icons/interfaceIcons';
import { Skeleton } from '../../../ui/Skeleton';
import { inspectionSpotsQueryOptions, type InspectionSpot } from '../api/sell-queries';
import { useFieldProblem } from '../../../components/form/useFieldProblem';
import * as styles from '../../../components/wizard/WizardNotes.css';
import { ChoiceGroup } from '../../../components/form/ChoiceGroup';
import { InspectionHoursText } from './InspectionHoursText';
import { isBeyondCoverage } from '../../../components/address/nearest-spot';
import { HomeAddressFields } from '../../../components/address/HomeAddressFields';
import { type LocationHostRef, useMyLocation } from '../../../components/address/useMyLocation';
import { FailedLoad } from '../../../components/feedback/FailedLoad';

type Props = { host: LocationHostRef; form: FormActorRef };

/**
 * Dirección: at one of our spots, or at home (the nearest spot's inspectors drive out); in the
 * wizard's step and on the edit-selling page, whose machine (`host`) takes 'use my location'.
 */
export function AddressFields({ host, form }: Props) {
  const { t } = useLingui();
  const spots = useQuery(inspectionSpotsQueryOptions());
  const values = useSelector(form, (snapshot) => snapshot.context.values as AddressValues);
  const problem = useFieldProblem(form);
  const change = (field: keyof AddressValues, value: string) => form.send({ type: 'field.change', field, value });
  return (
    <>
      <ChoiceGroup
        legend={t`¿Dónde hacemos la inspección?`}
        name="place"
        value={values.place}
        onChange={(value) => change('place', value)}
        error={problem('place')}
        choices={[
          { value: 'SPOT', title: t`En una sucursal`, detail: t`Llevas tu carro a una de nuestras sucursales` },
          { value: 'HOME', title: t`En mi casa`, detail: t`Un inspector va a tu dirección` },
        ]}
      />
      {values.place === 'HOME' ? <HomeAddress host={host} form={form} spots={spots.data ?? []} values={values} /> : null}
      {values.place === '' ? null : spots.isPending ? (
        <Skeleton height="120px" radius="md" />
      ) : spots.isError ? (
        <FailedLoad what={t`No pudimos cargar las sucursales.`} error={spots.error} onRetry={() => void spots.refetch()} retrying={spots.isFetching} />
      ) : (
        <ChoiceGroup
          legend={values.place === 'HOME' ? t`Sucursal más cercana a tu dirección` : t`¿En qué sucursal?`}
          name="spotId"
          value={values.spotId}
          onChange={(value) => change('spotId', value)}
          error={problem('spotId')}
          choices={spots.data.map((spot) => ({
            value: spot.id,
            title: spot.name,
            detail: (
              <>
                {spot.address}
                <br />
                <InspectionHoursText hours={spot.inspectionHours} />
              </>
            ),
          }))}
        />
      )}
    </>
  );
}

function HomeAddress({ host, form, spots, values }: { host: LocationHostRef; form: FormActorRef; spots: ReadonlyArray<InspectionSpot>; values: AddressValues }) {
  const location = useSelector(host, (snapshot) => snapshot.context.location);
  const askLocation = useMyLocation(host, spots);
  const spot = spots.find((entry) => entry.id === values.spotId);
  const beyond = isBeyondCoverage(values, spot);
  return (
    <>
      <div>
        <Button variant="secondary" onClick={askLocation}>
          <MapPinIcon size="sm" /> <Trans>Usar mi ubicación</Trans>
        </Button>
      </div>
      {location === 'refused' ? (
        <p role="alert" className={styles.warning}>
          <Trans>No pudimos obtener tu ubicación: tu navegador no la compartió. Escribe tu dirección abajo y elige la sucursal más cercana.</Trans>
        </p>
      ) : location === 'found' && values.latitude !== null ? (
        <output className={styles.notice}>
          <Trans>Tenemos tu ubicación. Elegimos la sucursal más cercana; completa tu dirección para que el inspector te encuentre.</Trans>
        </output>
      ) : null}
      {beyond ? (
        <output className={styles.warning}>
          <Trans>Tu dirección está fuera del área de cobertura de la sucursal: puede aplicar un cargo adicional, o puedes llevar tu carro a una sucursal.</Trans>
        </output>
      ) : null}
      <HomeAddressFields form={form} />
    </>
  );
}
