import { useTranslation } from 'react-i18next';
import type { FieldProblem } from '@/features/checkout/lib/guest-form';

/** The text of a field's problem: ours from the catalogue, the API's as it wrote it. */
export function useProblemText() {
  const { t } = useTranslation('checkout');
  return (problem: FieldProblem) =>
    'text' in problem ? problem.text : t(`errors.${problem.key}`, { max: problem.max });
}

export const errorId = (formId: string, field: string) =>
  `${formId}-${field.replace(/\W/g, '-')}-error`;

/** The message under a field, referenced by the field's aria-describedby. */
export function FieldError({
  formId,
  field,
  problem,
}: {
  formId: string;
  field: string;
  problem?: FieldProblem;
}) {
  const text = useProblemText();
  if (!problem) return null;
  return (
    <p className="field__error" id={errorId(formId, field)}>
      {text(problem)}
    </p>
  );
}
