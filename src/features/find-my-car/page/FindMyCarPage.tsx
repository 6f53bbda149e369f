import { useLingui } from '@lingui/react/macro';
import { useSuspenseQuery } from '@tanstack/react-query';
import { preferencesFromSearch } from '../../../../machines/car-finder/finder-search';
import { useDocumentTitle } from '../../../hooks/document-title';
import { finderOptionsQueryOptions } from '../api/finder-queries';
import type { RenderCar } from '../results/FinderResults';
import { FinderWizard } from '../wizard/FinderWizard';

/** /help/find-my-car: the car finder, opened on the results when its URL carries preferences. */
export function FindMyCarPage({ search, renderCar }: { search: Readonly<Record<string, unknown>>; renderCar: RenderCar }) {
  const { t } = useLingui();
  useDocumentTitle(t`Encuentra mi carro`);
  const { data: options } = useSuspenseQuery(finderOptionsQueryOptions());
  // Only the URL the page opened with counts: the finder writes its own results into it afterwards.
  const shared = preferencesFromSearch(search);
  return <FinderWizard options={options} shared={shared} renderCar={renderCar} />;
}
