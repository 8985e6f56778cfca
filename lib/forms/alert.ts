/**
 * What a form posted to its page says above its fields after an attempt (pure): the backend's refusal as it
 * is, else the form's problem, else how many fields to correct; nothing before an attempt.
 */
import type { FormProblem } from '@/lib/backend/form-problem';

type Attempt = { refusal?: string; problem?: FormProblem; retryAfter?: number; errors: Record<string, unknown> };
type Labels = { problems: Record<FormProblem, string>; fixFields: string };

export function formAlert(state: Attempt, labels: Labels): string | null {
  if (state.refusal) return state.refusal;
  if (state.problem) return labels.problems[state.problem].replace('{seconds}', String(state.retryAfter ?? ''));
  const count = Object.keys(state.errors).length;
  return count > 0 ? labels.fixFields.replace('{count}', String(count)) : null;
}
