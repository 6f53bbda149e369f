import { useLingui } from '@lingui/react/macro';
import { describeError } from '../../lib/errors/error-display';
import { errorText } from '../../lib/errors/error-text';
import type { FailedLoadProps } from './FailedLoad';
import { LoadProblem } from './LoadProblem';

/** FailedLoad once the error wording is there (SPEC §8: the shared error display). */
export function WordedLoadProblem({ what, error, onRetry, retrying }: FailedLoadProps) {
  const { i18n } = useLingui();
  const [item] = describeError(error);
  return <LoadProblem title={item ? errorText(i18n, item.title) : what} detail={item ? errorText(i18n, item.detail) : undefined} onRetry={onRetry} retrying={retrying} />;
}
