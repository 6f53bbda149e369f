import { useLingui } from '@lingui/react/macro';
import { type ReactNode, useState } from 'react';
import { useDocumentTitle } from '../../../hooks/document-title';
import { Container } from '../../../ui/Container';
import { SellStart } from '../start/SellStart';
import { SellWizard } from '../wizard/SellWizard';
import { sellDraft } from './sell-draft';

/**
 * /help/self: the start page until the visitor starts; a draft in this tab (a reload, signing in)
 * goes straight back to the wizard, whose machine then says which step is open.
 */
export function SellPage({ chat }: { chat?: ReactNode }) {
  const { t } = useLingui();
  useDocumentTitle(t`Vende tu carro`);
  const [started, setStarted] = useState(() => sellDraft.restore() !== undefined);
  if (started) return <SellWizard chat={chat} />;
  return (
    <Container width="page">
      <SellStart onStart={() => setStarted(true)} />
    </Container>
  );
}
