import type { Sale } from '../api/sales-query';
import { SaleCard } from '../card/SaleCard';
import { SaleCardSkeleton } from '../card/SaleCardSkeleton';
import * as styles from './SaleList.css';

const PLACEHOLDERS = 2;

/** One tab's sale cards, or skeletons while the list loads. */
export function SaleList({ sales, label }: { sales: readonly Sale[] | undefined; label: string }) {
  return (
    <ul className={styles.list} aria-label={label} aria-busy={sales ? undefined : true}>
      {sales
        ? sales.map((sale) => (
            <li key={sale.id}>
              <SaleCard sale={sale} />
            </li>
          ))
        : Array.from({ length: PLACEHOLDERS }, (_, index) => (
            <li key={index}>
              <SaleCardSkeleton />
            </li>
          ))}
    </ul>
  );
}
