import { type ReactNode, Suspense } from 'react';
import * as styles from './AccountPage.css';

const PLACEHOLDERS = 2;

type Props<Item> = {
  /** Undefined while the list loads. */
  items: readonly Item[] | undefined;
  label: string;
  card: (item: Item) => ReactNode;
  /** Stands for a card while the list loads. */
  placeholder: ReactNode;
};

/**
 * An account screen's cards (sales, car requests), or placeholders while they load. A card with a
 * statechart comes after the first paint (its page preloads it), so the placeholders also stand
 * while its code is on its way.
 */
export function CardList<Item extends { id: string }>({ items, label, card, placeholder }: Props<Item>) {
  const loading = (
    <ul className={styles.list} aria-label={label} aria-busy>
      {Array.from({ length: PLACEHOLDERS }, (_, index) => (
        <li key={index}>{placeholder}</li>
      ))}
    </ul>
  );
  if (!items) return loading;
  return (
    <Suspense fallback={loading}>
      <ul className={styles.list} aria-label={label}>
        {items.map((item) => (
          <li key={item.id}>{card(item)}</li>
        ))}
      </ul>
    </Suspense>
  );
}
