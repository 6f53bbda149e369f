import { i18n } from '@lingui/core';
import { useQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { lenientObject, text } from '../../../common/lenient-read';
import { FAQ_SEARCH_LIMITS } from '../../../common/faq-search';
import { ContactChannels } from '../../components/contact/ContactChannels';
import { faqsQueryOptions } from '../../features/faqs/api/faqs-query';
import { FaqsPage } from '../../features/faqs/page/FaqsPage';
import { settingQueryOptions } from '../../features/shell/api/settings';
import { loadNamespaces } from '../../lib/i18n/activate-locale';
import { Skeleton } from '../../ui/Skeleton';

// `?q=` is the search, so a search can be shared; anything malformed is no search rather than an error page.
const readSearch = lenientObject({ q: text({ maxLength: FAQ_SEARCH_LIMITS.maxSearch }) });

export const Route = createFileRoute('/help/faqs')({
  validateSearch: readSearch,
  loaderDeps: ({ search: { q } }) => ({ q: q ?? '' }),
  // Started, not awaited: the page shows skeletons, or the previous answers, while the questions arrive.
  loader: ({ context: { queryClient }, deps: { q } }) => {
    void queryClient.prefetchQuery(faqsQueryOptions(q, i18n.locale));
    return loadNamespaces('faqs');
  },
  component: FaqsScreen,
});

function FaqsScreen() {
  const { q = '' } = Route.useSearch();
  const navigate = Route.useNavigate();
  const { data: setting } = useQuery(settingQueryOptions());
  // As tall as the four channels it stands for (156 px), so the question form below does not move when they arrive.
  const contact = setting ? <ContactChannels setting={setting} /> : <Skeleton height="9.75rem" radius="md" />;
  return <FaqsPage search={q} onSearch={(next) => void navigate({ search: next ? { q: next } : {}, replace: true })} contact={contact} />;
}
