import { useLingui } from '@lingui/react/macro';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useDocumentTitle } from '../../../hooks/document-title';
import { Container } from '../../../ui/Container';
import { canBeDriven, testDriveCarQueryOptions } from '../api/test-drive-car-query';
import { CarUnavailable } from '../success/CarUnavailable';
import { TestDriveWizard } from '../wizard/TestDriveWizard';
import * as styles from './TestDrivePage.css';

/** /car/{slug}/test-drive: the flow for a car that can be driven; a sold or reserved one says so. */
export function TestDrivePage({ slug }: { slug: string }) {
  const { t } = useLingui();
  const { data: car } = useSuspenseQuery(testDriveCarQueryOptions(slug));
  const title = car.title;
  useDocumentTitle(t`Prueba de manejo: ${title}`);
  return <Container width="narrow" className={styles.page}>{canBeDriven(car) ? <TestDriveWizard car={car} /> : <CarUnavailable title={car.title} />}</Container>;
}
