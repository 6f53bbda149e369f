import { createFileRoute } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { integer, lenientObject, text } from '../../../common/lenient-read';
import { CarRow } from '../../features/catalogue/CarRow';
import { useRowHeart } from '../../features/favourites/heart/row-heart';
import { RequestACarPage } from '../../features/request-a-car/page/RequestACarPage';
import { loadNamespaces } from '../../lib/i18n/activate-locale';

// 'Encuéntrame uno similar' on a car page: that car's brand, model, year and price; anything malformed is dropped.
const readSearch = lenientObject({
  brand: text(),
  model: text(),
  year: integer(0, 2100),
  budget: integer(0, 1_000_000_000),
});

export const Route = createFileRoute('/help/request-a-car')({
  validateSearch: readSearch,
  // Started, not awaited: the page paints at once, and the specs' selects are ready sooner.
  loader: ({ context: { queryClient } }) => {
    void import('../../features/request-a-car/api/request-queries').then(({ requestCatalogQueryOptions }) => queryClient.prefetchQuery(requestCatalogQueryOptions()));
    return loadNamespaces('request-a-car', 'listing');
  },
  component: RequestACarScreen,
});

function RequestACarScreen() {
  const search = Route.useSearch();
  const heart = useRowHeart();
  const navigate = Route.useNavigate();
  const [similarTo] = useState(() => {
    const { brand, model, year, budget } = search;
    return brand && model && year && budget ? { brand, model, year, price: budget } : undefined;
  });
  // The car is taken once; without it in the address, a reload keeps the draft rather than starting over.
  const carInAddress = Object.values(search).some((value) => value !== undefined);
  useEffect(() => {
    if (carInAddress) void navigate({ search: {}, replace: true });
  }, [carInAddress, navigate]);
  return (
    <RequestACarPage
      similarTo={similarTo}
      cards={(cars, label) => <CarRow cars={cars} placeholders={3} label={label} cardAction={heart} />}
    />
  );
}
