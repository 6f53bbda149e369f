import { Trans, useLingui } from '@lingui/react/macro';
import type { FacetOption } from '../api/listing-query';
import { FacetList } from './FacetList';
import * as styles from './filters.css';

type ModelFilterProps = { brandChosen: boolean; options: readonly FacetOption[] | undefined; selected: readonly string[]; onChange: (slugs: string[]) => void };

/** Models come after a brand: until one is chosen, or when it has none, the section says why it is empty. */
export function ModelFilter({ brandChosen, options, selected, onChange }: ModelFilterProps) {
  const { t } = useLingui();
  if (brandChosen && (!options || options.length > 0)) return <FacetList legend={t`Modelo`} options={options} selected={selected} onChange={onChange} />;
  return (
    <section className={styles.section}>
      <h3 className={styles.sectionTitle}>{t`Modelo`}</h3>
      <p className={styles.note}>{brandChosen ? <Trans>No hay modelo disponible</Trans> : <Trans>No ha elegido una marca</Trans>}</p>
    </section>
  );
}
