import { Trans, useLingui } from '@lingui/react/macro';
import { useDocumentTitle } from '../../../hooks/document-title';
import { Container } from '../../../ui/Container';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../ui/Tabs';
import { ToastProvider, ToastViewport } from '../../../ui/Toast';
import { PriceAlertsSection } from '../notifications/PriceAlertsSection';
import { ProfileTab } from '../profile/ProfileTab';
import { SecurityTab } from '../security/SecurityTab';
import { SETTINGS_TABS, type SettingsTab } from './settings-tabs';
import * as styles from './SettingsPage.css';

type Props = { tab: SettingsTab; onTabChange: (tab: SettingsTab) => void };

const isTab = (value: string): value is SettingsTab => (SETTINGS_TABS as readonly string[]).includes(value);

/**
 * /user/settings: profile and security tabs (SPEC §2). Both stay mounted while hidden, so switching
 * tabs neither loses what was typed nor resets a form's submission lock.
 */
export function SettingsPage({ tab, onTabChange }: Props) {
  const { t } = useLingui();
  const title = t`Configuración`;
  useDocumentTitle(title);
  return (
    <ToastProvider label={t`Notificación`}>
      <Container width="narrow" className={styles.page}>
        <h1 className={styles.title}>{title}</h1>
        <Tabs value={tab} onValueChange={(value) => isTab(value) && onTabChange(value)}>
          <TabsList label={t`Configuración de la cuenta`}>
            <TabsTrigger value="profile">
              <Trans>Perfil</Trans>
            </TabsTrigger>
            <TabsTrigger value="security">
              {/* Not the car feature's 'Seguridad' (safety): the same Spanish word, another English one. */}
              <Trans context="account settings">Seguridad</Trans>
            </TabsTrigger>
          </TabsList>
          <TabsContent value="profile" forceMount hidden={tab !== 'profile'}>
            <div className={styles.sections}>
              <ProfileTab />
              <PriceAlertsSection />
            </div>
          </TabsContent>
          <TabsContent value="security" forceMount hidden={tab !== 'security'}>
            <SecurityTab />
          </TabsContent>
        </Tabs>
      </Container>
      <ToastViewport label={t`Notificaciones ({hotkey})`} />
    </ToastProvider>
  );
}
