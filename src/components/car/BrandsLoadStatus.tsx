import { useLingui } from '@lingui/react/macro';
import { Skeleton } from '../../ui/Skeleton';
import { LoadProblem } from '../feedback/LoadProblem';
import { fieldGrid } from '../form/FieldGrid.css';

/** The outline of the catalogue's selects while brands and models load. */
export function BrandsLoading({ selects }: { selects: number }) {
  const { t } = useLingui();
  return (
    <div className={fieldGrid} aria-busy="true" aria-label={t`Cargando marcas y modelos`}>
      {Array.from({ length: selects }, (_, index) => (
        <Skeleton key={index} height="64px" radius="md" />
      ))}
    </div>
  );
}

export function BrandsFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useLingui();
  return <LoadProblem title={t`No pudimos cargar las marcas y modelos.`} onRetry={onRetry} />;
}
