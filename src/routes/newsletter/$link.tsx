import { createFileRoute, notFound } from '@tanstack/react-router';
import { lenientObject, text } from '../../../common/lenient-read';
import { isNewsletterLinkKind } from '../../features/newsletter/api/newsletter-requests';
import { NewsletterLinkPage } from '../../features/newsletter/links/NewsletterLinkPage';
import { NotFoundPage } from '../../features/shell/problem/NotFoundPage';
import { loadNamespaces } from '../../lib/i18n/activate-locale';

// A link without a token falls back to an empty one, which the server answers as not valid.
const readSearch = lenientObject({ token: text() });

/** /newsletter/confirm and /newsletter/unsubscribe: the two links newsletter e-mails carry. */
export const Route = createFileRoute('/newsletter/$link')({
  validateSearch: readSearch,
  loader: ({ params }) => {
    if (!isNewsletterLinkKind(params.link)) throw notFound();
    return loadNamespaces('miscellaneous');
  },
  notFoundComponent: NotFoundPage,
  component: NewsletterLinkScreen,
});

function NewsletterLinkScreen() {
  const { link } = Route.useParams();
  const { token = '' } = Route.useSearch();
  return isNewsletterLinkKind(link) ? <NewsletterLinkPage key={`${link}:${token}`} kind={link} token={token} /> : null;
}
