import { useLingui } from '@lingui/react/macro';
import { useDocumentTitle } from '../../../../hooks/document-title';
import { Container } from '../../../../ui/Container';
import { PrequalificationWizard } from '../wizard/PrequalificationWizard';
import * as styles from './PrequalificationPage.css';

/** /financing/prequalify: the how-to, the two steps and the answer; `carSlug` leads back to the car it started from. */
export function PrequalificationPage({ carSlug }: { carSlug?: string }) {
  const { t } = useLingui();
  useDocumentTitle(t`Precalifícate`);
  return (
    <Container width="narrow" className={styles.page}>
      <PrequalificationWizard carSlug={carSlug} />
    </Container>
  );
}
