import type { ReactNode } from 'react';
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

/** An account screen's cards (sales, car requests), or placeholders while they load. */
export function CardList<Item extends { id: string }>({ items, label, card, placeholder }: Props<Item>) {
  return (
    <ul className={styles.list} aria-label={label} aria-busy={items ? undefined : true}>
      {items
        ? items.map((item) => <li key={item.id}>{card(item)}</li>)
        : Array.from({ length: PLACEHOLDERS }, (_, index) => <li key={index}>{placeholder}</li>)}
    </ul>
  );
}
