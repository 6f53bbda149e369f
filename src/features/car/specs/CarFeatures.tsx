import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { CheckIcon } from '../../../ui/icons/interfaceIcons';
import type { CarDetail } from '../api/car-query';
import { localName } from '../../../lib/i18n/local-text';
import * as section from '../page/section.css';
import * as styles from './CarFeatures.css';

const GROUPS: ReadonlyArray<{ slug: string; label: MessageDescriptor }> = [
  { slug: 'seguridad', label: msg`Seguridad` },
  { slug: 'confort', label: msg`Confort` },
  { slug: 'tecnologia', label: msg`Tecnología` },
  { slug: 'exterior', label: msg`Exterior` },
];

export function CarFeatures({ features }: { features: CarDetail['features'] }) {
  const { t, i18n } = useLingui();
  const groups = GROUPS.map((group) => ({ ...group, items: features.filter((feature) => feature.group === group.slug) })).filter(
    (group) => group.items.length > 0,
  );
  if (groups.length === 0) return null;
  return (
    <section className={section.card} aria-labelledby="car-features-title">
      <h2 id="car-features-title" className={section.title}>
        <Trans>Características</Trans>
      </h2>
      <div className={styles.groups}>
        {groups.map((group) => (
          <div key={group.slug}>
            <h3 className={styles.groupTitle}>{t(group.label)}</h3>
            <ul className={styles.list}>
              {group.items.map((feature) => (
                <li key={feature.slug} className={styles.item}>
                  <CheckIcon size="sm" className={styles.check} />
                  {localName(feature, i18n.locale)}
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    </section>
  );
}
