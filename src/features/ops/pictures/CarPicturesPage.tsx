import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useActorRef } from '@xstate/react';
import { useDocumentTitle } from '../../../hooks/document-title';
import { inspect } from '../../../lib/inspector';
import { buttonClassName } from '../../../ui/Button';
import { Spinner } from '../../../ui/Spinner';
import { carPictures } from '../api/ops-actors';
import { carPicturesQueryOptions, carTitleQueryOptions, refetchCarPictures } from '../api/pictures-query';
import { PictureItem } from './PictureItem';
import { PictureUpload } from './PictureUpload';
import * as styles from './Pictures.css';

/** /ops/inventory/$carId/pictures: the car's pictures, uploaded, ordered, made main and removed. */
export function CarPicturesPage({ carId }: { carId: string }) {
  const { t } = useLingui();
  // Named once its name arrives; until then, or if it cannot be read, by what the page is.
  const { data: carTitle } = useQuery(carTitleQueryOptions(carId));
  const title = carTitle ? t`Fotos de ${carTitle}` : t`Fotos del coche`;
  useDocumentTitle(title);
  const queryClient = useQueryClient();
  const pictures = useActorRef(carPictures.provide({ actions: { picturesChanged: () => void refetchCarPictures(queryClient, carId) } }), { input: { carId }, inspect });
  const { data, isPending, isError } = useQuery(carPicturesQueryOptions(carId));
  const countOf = (kind: string) => data?.filter((picture) => picture.kind === kind).length ?? 0;
  return (
    <section aria-labelledby="ops-pictures-title" className={styles.page}>
      <Link to="/ops/inventory" className={buttonClassName({ variant: 'link' }, styles.back)}>
        <Trans>Volver al inventario</Trans>
      </Link>
      <h2 id="ops-pictures-title">{title}</h2>
      <PictureUpload pictures={pictures} />
      {isPending ? <Spinner label={t`Cargando las fotos`} /> : null}
      {isError ? (
        <p className={styles.empty} role="alert">
          <Trans>No se pudieron cargar las fotos. Recarga la página; si el coche ya no existe, vuelve al inventario.</Trans>
        </p>
      ) : null}
      {data && data.length === 0 ? (
        <p className={styles.empty}>
          <Trans>Este coche aún no tiene fotos.</Trans>
        </p>
      ) : null}
      {data && data.length > 0 ? (
        <ul className={styles.grid} aria-label={t`Fotos del coche`}>
          {data.map((picture) => (
            <PictureItem key={picture.id} picture={picture} ofKind={countOf(picture.kind)} pictures={pictures} />
          ))}
        </ul>
      ) : null}
    </section>
  );
}
