import { createFileRoute } from '@tanstack/react-router';
import * as z from 'zod/mini';
import { SLUG } from '../../../common/filters/search-params';
import { PrequalificationPage } from '../../features/financing/prequalification/page/PrequalificationPage';
import { loadNamespaces } from '../../lib/i18n/activate-locale';

// Only the car it was started from goes in the address; nothing the buyer types ever does (SECURITY.md row 11).
const searchSchema = z.object({ car: z.catch(z.optional(z.string().check(z.regex(SLUG))), undefined) });

export const Route = createFileRoute('/financing/prequalify')({
  validateSearch: searchSchema,
  loader: () => loadNamespaces('car-detail', 'user'),
  component: PrequalifyScreen,
});

function PrequalifyScreen() {
  const { car } = Route.useSearch();
  return <PrequalificationPage carSlug={car} />;
}
