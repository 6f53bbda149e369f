import { Trans, useLingui } from '@lingui/react/macro';
import { Suspense } from 'react';
import { FailedLoad } from '../../../components/feedback/FailedLoad';
import { usePreload } from '../../../hooks/preload';
import { Button } from '../../../ui/Button';
import { lazyNamed } from '../../../ui/deferPopup';
import { Skeleton } from '../../../ui/Skeleton';
import type { FaqCategory } from '../api/faqs-query';
import * as styles from './FaqList.css';
import { useOpenQuestion } from './useOpenQuestion';

const loadFaqSections = () => import('./FaqSections');
const FaqSections = lazyNamed(loadFaqSections, 'FaqSections');

type Props = {
  categories: readonly FaqCategory[] | undefined;
  search: string;
  loading: boolean;
  error: unknown;
  retrying: boolean;
  onRetry: () => void;
  onClearSearch: () => void;
  /** The id of the question form, where 'ask us' leads. */
  askId: string;
};

/** The questions by category, or what is happening instead: loading, a failure to retry, nothing found. */
export function FaqResults({ categories, search, loading, error, retrying, onRetry, onClearSearch, askId }: Props) {
  const { t } = useLingui();
  const { open, linked, setOpen } = useOpenQuestion(categories, search);
  usePreload(loadFaqSections);
  const skeleton = <FaqResultsSkeleton label={t`Cargando preguntas`} />;
  if (!categories && loading) return skeleton;
  if (!categories) return <FailedLoad what={t`No pudimos cargar las preguntas.`} error={error} onRetry={onRetry} retrying={retrying} />;
  const count = categories.reduce((total, category) => total + category.faqs.length, 0);
  return (
    <div className={styles.results} aria-busy={loading}>
      <output className={styles.count}>
        {search ? <SearchCount count={count} search={search} /> : null}
      </output>
      {count === 0 ? (
        <div className={styles.empty}>
          <h2 className={styles.emptyTitle}>
            <Trans>Ninguna respuesta coincide con «{search}».</Trans>
          </h2>
          <p>
            <Trans>
              Prueba con otras palabras, <Button variant="link" onClick={onClearSearch}>mira todas las preguntas</Button> o <a href={`#${askId}`}>haznos tu pregunta</a>.
            </Trans>
          </p>
        </div>
      ) : (
        <Suspense fallback={skeleton}>
          <FaqSections categories={categories} search={search} open={open} onOpen={setOpen} linked={linked} />
        </Suspense>
      )}
    </div>
  );
}

// Whole sentences per count, as the catalogue's count: each language keeps its own wording.
function SearchCount({ count, search }: { count: number; search: string }) {
  if (count === 0) return <Trans>Ninguna pregunta coincide con «{search}».</Trans>;
  if (count === 1) return <Trans>1 pregunta coincide con «{search}».</Trans>;
  return <Trans>{count} preguntas coinciden con «{search}».</Trans>;
}

function FaqResultsSkeleton({ label }: { label: string }) {
  return (
    <output className={styles.skeletonList} aria-busy="true" aria-label={label}>
      <Skeleton width="40%" height="1.5rem" />
      {Array.from({ length: 6 }, (_, index) => (
        <Skeleton key={index} height="3rem" radius="md" />
      ))}
    </output>
  );
}
