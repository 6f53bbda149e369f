import { createFileRoute } from '@tanstack/react-router';
import { lenientObject, text } from '../../../common/lenient-read';
import { SLUG } from '../../../common/filters/search-params';
import { PrequalificationPage } from '../../features/financing/prequalification/page/PrequalificationPage';
import { loadNamespaces } from '../../lib/i18n/activate-locale';

// Only the car it was started from goes in the address; nothing the buyer types ever does (SECURITY.md row 11).
const readSearch = lenientObject({ car: text({ test: (value) => SLUG.test(value) }) });

export const Route = createFileRoute('/financing/prequalify')({
  validateSearch: readSearch,
  loader: () => loadNamespaces('car-detail.flows', 'user'),
  component: PrequalifyScreen,
});

function PrequalifyScreen() {
  const { car } = Route.useSearch();
  return <PrequalificationPage carSlug={car} />;
}
