import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { AppDownloadPanel } from '../../../components/app-download/AppDownloadPanel';
import { APP_DOWNLOAD } from '../../../lib/routes';
import { appDownloadModal } from '../../../lib/modal-request';
import { Dialog, DialogContent } from '../../../ui/Dialog';
import { settingQueryOptions } from '../api/settings';
import * as styles from './AppDownloadDialog.css';

/** The download-app modal (SPEC §2): the same store buttons and QR code as the /app page, which it links to. */
export function AppDownloadDialog({ open }: { open: boolean }) {
  const { t } = useLingui();
  const { data: setting } = useQuery(settingQueryOptions());
  return (
    <Dialog open={open} onOpenChange={(next) => !next && appDownloadModal.close()}>
      <DialogContent size="lg" title={t`Descarga la app de Ola Cars`} description={t`Busca, guarda tus favoritos y sigue tus citas desde el teléfono.`} closeLabel={t`Cerrar`} onCloseAutoFocus={appDownloadModal.restoreFocus}>
        <AppDownloadPanel stores={setting ? { appStoreUrl: setting.appStoreUrl, playStoreUrl: setting.playStoreUrl } : undefined} />
        <p className={styles.footnote}>
          <Link to={APP_DOWNLOAD} onClick={() => appDownloadModal.close()}>
            <Trans>Instala también la versión web</Trans>
          </Link>
        </p>
      </DialogContent>
    </Dialog>
  );
}
