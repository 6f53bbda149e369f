import { Trans, useLingui } from '@lingui/react/macro';
import { APP_DOWNLOAD } from '../../lib/routes';
import { Skeleton } from '../../ui/Skeleton';
import * as styles from './AppDownloadPanel.css';
import { AppQrCode } from './AppQrCode';
import { StoreLinks, type AppStoreLinks } from './StoreLinks';

/**
 * What the /app page and the download-app modal both show: the store buttons and a QR code of the
 * /app page on this site, which a phone's camera opens where the right store button is at hand.
 */
export function AppDownloadPanel({ stores }: { stores: AppStoreLinks | undefined }) {
  const { t } = useLingui();
  return (
    <div className={styles.panel}>
      <div className={styles.storeColumn} aria-busy={stores ? undefined : true}>
        {stores ? (
          <StoreLinks {...stores} />
        ) : (
          <div className={styles.stores}>
            <Skeleton height="48px" radius="md" />
            <Skeleton height="48px" radius="md" />
          </div>
        )}
      </div>
      <figure className={styles.qrFigure}>
        <AppQrCode url={`${location.origin}${APP_DOWNLOAD}`} label={t`Código QR que abre la página de la app en tu teléfono`} />
        <figcaption className={styles.note}>
          <Trans>Escanea el código con la cámara de tu teléfono para descargar la app allí.</Trans>
        </figcaption>
      </figure>
    </div>
  );
}
