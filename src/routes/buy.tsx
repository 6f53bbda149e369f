import { Trans } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { ComingSoonPage } from '../features/shell/coming-soon/ComingSoonPage';

const buySearchSchema = z.object({
  search: z.string().trim().max(100).optional().catch(undefined),
});

export const Route = createFileRoute('/buy')({
  validateSearch: buySearchSchema,
  component: BuyScreen,
});

function BuyScreen() {
  const { search } = Route.useSearch();
  return (
    <ComingSoonPage screen="buy">
      {search ? (
        <p>
          <Trans>Tu búsqueda «{search}» quedará lista para cuando abramos el catálogo.</Trans>
        </p>
      ) : null}
    </ComingSoonPage>
  );
}
