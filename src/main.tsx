import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { messages } from '../locales/es/messages.po';
i18n.loadAndActivate({ locale: 'es', messages });
createRoot(document.getElementById('root')!).render(<StrictMode><I18nProvider i18n={i18n}><h1><Trans>Carros usados</Trans></h1></I18nProvider></StrictMode>);
