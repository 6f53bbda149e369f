import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { FailedLoad } from '../../../components/feedback/FailedLoad';
import { LoanCalculator } from '../../../components/financing/LoanCalculator';
import type { LoanPlan } from '../../../components/financing/loan-terms';
import { useLoanCalculator } from '../../../components/financing/useLoanCalculator';
import { CAR_FINANCING } from '../../../lib/routes';
import { buttonClassName } from '../../../ui/Button';
import { Skeleton } from '../../../ui/Skeleton';
import { financingPlansQueryOptions } from '../api/financing-queries';

type Props = { car: { slug: string; listingPrice: number } };

/**
 * The calculator on a car page (the route composes it in, below the price): the same loan rule as the
 * financing page and the API, and the way on to apply with it.
 */
export function CarLoanCalculator({ car }: Props) {
  const { t } = useLingui();
  const plans = useQuery(financingPlansQueryOptions());
  if (plans.isPending) return <Skeleton height="14rem" radius="md" />;
  if (plans.isError) return <FailedLoad what={t`No pudimos cargar los planes de financiamiento.`} error={plans.error} onRetry={() => void plans.refetch()} retrying={plans.isFetching} />;
  return <Calculator car={car} plans={plans.data} />;
}

function Calculator({ car, plans }: Props & { plans: ReadonlyArray<LoanPlan> }) {
  const calculator = useLoanCalculator(car.listingPrice, plans);
  return (
    <>
      <LoanCalculator calculator={calculator} />
      <Link to={CAR_FINANCING} params={{ slug: car.slug }} className={buttonClassName({ variant: 'secondary' })}>
        <Trans>Ver opciones de financiamiento</Trans>
      </Link>
    </>
  );
}
