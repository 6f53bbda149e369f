import { useLingui } from '@lingui/react/macro';
import type { FilterQuery } from '../../../../common/filters/search-params';
import type { ListingPage } from '../api/listing-query';
import { useDisplayRate } from '../../../hooks/display-currency';
import { ColorSwatches } from './ColorSwatches';
import { FacetList } from './FacetList';
import { FilterSection } from './FilterSection';
import { MileageFilter } from './MileageFilter';
import { ModelFilter } from './ModelFilter';
import { PriceFilter } from './PriceFilter';
import { YearFilter } from './YearFilter';
import * as styles from './filters.css';

type FilterPanelProps = { query: FilterQuery; page: ListingPage | undefined; onPatch: (patch: Partial<FilterQuery>) => void };

/** Every filter of SPEC §2 in its order, each option with the count it would leave. */
export function FilterPanel({ query, page, onPatch }: FilterPanelProps) {
  const { t } = useLingui();
  const facets = page?.facets;
  const symbol = useDisplayRate().symbol.trim();
  const list = (dimension: 'categories' | 'brand' | 'bodyStyle' | 'features' | 'transmission' | 'fuelType' | 'driveTrain', legend: string) => (
    <FacetList
      legend={legend}
      options={facets?.[dimension]}
      selected={query[dimension]?.split('_') ?? []}
      onChange={(slugs) => onPatch(dimension === 'brand' && slugs.length === 0 ? { brand: undefined, carModel: undefined } : { [dimension]: slugs.join('_') || undefined })}
    />
  );
  const single = (dimension: 'offer' | 'curboSpot', legend: string) => (
    <FacetList legend={legend} single options={facets?.[dimension]} selected={query[dimension] ? [query[dimension]] : []} onChange={(slugs) => onPatch({ [dimension]: slugs[0] })} />
  );
  return (
    <div className={styles.panel}>
      <FilterSection title={t`Precio (${symbol})`}>
        <PriceFilter key={`${query.minPrice}-${query.maxPrice}`} min={query.minPrice} max={query.maxPrice} bounds={page?.bounds.price} onApply={onPatch} />
      </FilterSection>
      <FilterSection title={t`Millaje máximo`}>
        <MileageFilter value={query.maxMiles} onChange={(maxMiles) => onPatch({ maxMiles })} />
      </FilterSection>
      <FilterSection title={t`Año`}>
        <YearFilter key={`${query.fromYear}-${query.toYear}`} from={query.fromYear} to={query.toYear} bounds={page?.bounds.year} onApply={onPatch} />
      </FilterSection>
      {single('offer', t`Ofertas`)}
      {list('categories', t`Categorías`)}
      {list('brand', t`Marca`)}
      <ModelFilter brandChosen={Boolean(query.brand)} options={facets?.carModel} selected={query.carModel?.split('_') ?? []} onChange={(slugs) => onPatch({ carModel: slugs.join('_') || undefined })} />
      {list('bodyStyle', t`Carrocería`)}
      {list('features', t`Características`)}
      <ColorSwatches options={facets?.color} selected={query.color?.split('_') ?? []} onChange={(slugs) => onPatch({ color: slugs.join('_') || undefined })} />
      {list('transmission', t`Transmisión`)}
      {list('fuelType', t`Combustible`)}
      {list('driveTrain', t`Tracción`)}
      {single('curboSpot', t`Ubicación`)}
    </div>
  );
}
