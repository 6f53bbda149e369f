import { useLingui } from '@lingui/react/macro';
import type { SimilarCar } from '../../../../machines/request-a-car/request-values';
import { useDocumentTitle } from '../../../hooks/document-title';
import type { CarCards } from '../results/ResultsStep';
import { RequestWizard } from '../wizard/RequestWizard';

/** /help/request-a-car: the wizard straight away (its intro says what it is for); `cards` draws the suggested cars. */
export function RequestACarPage({ similarTo, cards }: { similarTo?: SimilarCar; cards: CarCards }) {
  const { t } = useLingui();
  useDocumentTitle(t`Solicita un carro`);
  return <RequestWizard similarTo={similarTo} cards={cards} />;
}
