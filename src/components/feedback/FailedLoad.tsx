import { useLingui } from '@lingui/react/macro';
import { describeError } from '../../lib/errors/error-display';
import { errorText } from '../../lib/errors/error-text';
import { LoadProblem } from './LoadProblem';

type Props = {
  /** What could not be loaded, said when the failure has no words of its own. */
  what: string;
  error: unknown;
  onRetry: () => void;
  retrying?: boolean;
};

/**
 * A load that failed with an error to word (SPEC §8: the shared error display), with a retry. Kept
 * apart from LoadProblem so pages that only say what failed do not load the error wording.
 */
export function FailedLoad({ what, error, onRetry, retrying }: Props) {
  const { i18n } = useLingui();
  const [item] = describeError(error);
  return <LoadProblem title={item ? errorText(i18n, item.title) : what} detail={item ? errorText(i18n, item.detail) : undefined} onRetry={onRetry} retrying={retrying} />;
}
