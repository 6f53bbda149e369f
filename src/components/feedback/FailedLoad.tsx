import { Suspense } from 'react';
import { lazyNamed } from '../../ui/deferPopup';
import { LoadProblem } from './LoadProblem';

export type FailedLoadProps = {
  /** What could not be loaded, said when the failure has no words of its own. */
  what: string;
  error: unknown;
  onRetry: () => void;
  retrying?: boolean;
};

function SaysWhatFailed({ what, onRetry, retrying }: FailedLoadProps) {
  return <LoadProblem title={what} onRetry={onRetry} retrying={retrying} />;
}

// The error wording (2.5 KB gzip) is needed only once something has failed, so it is not in the
// first download of the pages that may show this. Offline it may not come at all: the page then
// keeps saying what failed, with the retry.
const WordedLoadProblem = lazyNamed(() => import('./WordedLoadProblem').catch(() => ({ WordedLoadProblem: SaysWhatFailed })), 'WordedLoadProblem');

/**
 * A load that failed with an error to word (SPEC §8: the shared error display), with a retry. Kept
 * apart from LoadProblem so pages that only say what failed do not load the error wording; until
 * the wording is there, it says what failed.
 */
export function FailedLoad(props: FailedLoadProps) {
  return (
    <Suspense fallback={<SaysWhatFailed {...props} />}>
      <WordedLoadProblem {...props} />
    </Suspense>
  );
}
