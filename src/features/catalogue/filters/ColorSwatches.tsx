import { useLingui } from '@lingui/react/macro';
import { Skeleton } from '../../../ui/Skeleton';
import type { FacetOption } from '../api/listing-query';
import { optionLabel } from '../listing/useFilterLookups';
import * as styles from './filters.css';

type ColorSwatchesProps = { options: readonly FacetOption[] | undefined; selected: readonly string[]; onChange: (slugs: string[]) => void };

/** Colours as swatches that toggle; each still carries its name and count for screen readers and on hover. */
export function ColorSwatches({ options, selected, onChange }: ColorSwatchesProps) {
  const { t, i18n } = useLingui();
  if (!options) return <Skeleton height="3rem" radius="md" />;
  if (options.length === 0) return null;
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>{t`Color`}</legend>
      <ul className={styles.swatches}>
        {options.map((option) => {
          const pressed = selected.includes(option.slug);
          const name = `${optionLabel(option, i18n.locale)} (${option.count})`;
          return (
            <li key={option.slug}>
              <button
                type="button"
                className={styles.swatch}
                aria-pressed={pressed}
                aria-label={name}
                title={name}
                disabled={option.count === 0 && !pressed}
                onClick={() => onChange(pressed ? selected.filter((slug) => slug !== option.slug) : [...selected, option.slug])}
              >
                <span className={styles.swatchColor} style={{ background: option.hex ?? undefined }} />
              </button>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
