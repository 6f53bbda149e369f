import { Trans } from '@lingui/react/macro';
import { Suspense, useState } from 'react';
import { Button } from '../../../ui/Button';
import { lazyNamed, useOpenedOnce } from '../../../ui/deferPopup';
import { shareOrCopy } from './share-link';
import type { ShareOutcome } from './ShareToast';

const ShareToast = lazyNamed(() => import('./ShareToast'), 'ShareToast');

/** The system share sheet where there is one (phones); elsewhere the link is copied and a toast says so. */
export function ShareButton({ title }: { title: string }) {
  const [toast, setToast] = useState<ShareOutcome | null>(null);
  // Mounted from the first outcome on, so the toast can animate out when it closes.
  const told = useOpenedOnce(toast !== null);
  const share = async () => {
    const outcome = await shareOrCopy({ title, url: location.href });
    if (outcome !== 'shared') setToast(outcome);
  };
  return (
    <>
      <Button variant="ghost" onClick={() => void share()}>
        <Trans>Compartir</Trans>
      </Button>
      {told ? (
        <Suspense fallback={null}>
          <ShareToast outcome={toast} onClose={() => setToast(null)} />
        </Suspense>
      ) : null}
    </>
  );
}
