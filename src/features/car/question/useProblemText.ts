import { useLingui } from '@lingui/react/macro';
import type { CarQuestionProblem } from '../../../../machines/car-question/question-rules';

/** SPEC §9: questions take 5 to 150 characters. */
export function useProblemText(problem: CarQuestionProblem | null): string | undefined {
  const { t } = useLingui();
  if (problem === 'tooShort') return t`Escribe al menos 5 caracteres.`;
  if (problem === 'tooLong') return t`Usa como máximo 150 caracteres.`;
  return undefined;
}
