import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Button } from '../../../ui/Button';
import { Checkbox } from '../../../ui/Checkbox';
import { Skeleton } from '../../../ui/Skeleton';
import type { FacetOption } from '../api/listing-query';
import { optionLabel } from '../listing/useFilterLookups';
import * as styles from './filters.css';

const SHOWN_AT_FIRST = 6;

type FacetListProps = {
  legend: string;
  options: readonly FacetOption[] | undefined;
  selected: readonly string[];
  onChange: (slugs: string[]) => void;
  /** One choice at most (offer, location): picking another replaces it. */
  single?: boolean;
};

/** Checkboxes with counts; an option that would leave nothing is disabled unless already picked. */
export function FacetList({ legend, options, selected, onChange, single = false }: FacetListProps) {
  const { i18n } = useLingui();
  const [expanded, setExpanded] = useState(false);
  if (!options) return <Skeleton height="6rem" radius="md" />;
  if (options.length === 0) return null;
  const toggle = (slug: string, on: boolean) =>
    onChange(on ? (single ? [slug] : [...selected, slug]) : selected.filter((value) => value !== slug));
  const picked = options.filter((option) => selected.includes(option.slug));
  const rest = options.filter((option) => !selected.includes(option.slug));
  const shown = expanded ? [...picked, ...rest] : [...picked, ...rest.slice(0, Math.max(SHOWN_AT_FIRST - picked.length, 0))];
  const hidden = picked.length + rest.length - shown.length;
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>{legend}</legend>
      <div className={styles.options}>
        {shown.map((option) => (
          <Checkbox
            key={option.slug}
            checked={selected.includes(option.slug)}
            disabled={option.count === 0 && !selected.includes(option.slug)}
            onCheckedChange={(checked) => toggle(option.slug, checked === true)}
            label={
              <span className={styles.optionLabel}>
                <span>{optionLabel(option, i18n.locale)}</span>
                <span className={styles.count}>({option.count})</span>
              </span>
            }
          />
        ))}
      </div>
      {hidden > 0 || expanded ? (
        <Button variant="link" size="sm" className={styles.more} aria-expanded={expanded} onClick={() => setExpanded(!expanded)}>
          {expanded ? <Trans>Ver menos</Trans> : <Trans>Ver {hidden} más</Trans>}
        </Button>
      ) : null}
    </fieldset>
  );
}
