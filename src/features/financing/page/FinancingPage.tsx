import { useLingui } from '@lingui/react/macro';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useDocumentTitle } from '../../../hooks/document-title';
import { Container } from '../../../ui/Container';
import { canBeBought, financingCarQueryOptions, financingPlansQueryOptions } from '../api/financing-queries';
import { FinancingFlow } from '../flow/FinancingFlow';
import { CarUnavailable } from '../success/CarUnavailable';
import * as styles from './FinancingPage.css';

/** /car/{slug}/financing: the financing index of a car that can be bought; a sold or reserved one says so. */
export function FinancingPage({ slug }: { slug: string }) {
  const { t } = useLingui();
  const { data: car } = useSuspenseQuery(financingCarQueryOptions(slug));
  const { data: plans } = useSuspenseQuery(financingPlansQueryOptions());
  const title = car.title;
  useDocumentTitle(t`Financiamiento: ${title}`);
  return <Container className={styles.page}>{canBeBought(car) ? <FinancingFlow car={car} plans={plans} /> : <CarUnavailable title={car.title} />}</Container>;
}
