/**
 * The question form's fields and the payload of `web/submit_investor_question` built from them (pure): text
 * trimmed, blank optional fields (name: asked anonymously; phone) left out, and the consent to publish,
 * when ticked, with the privacy policy's version and the time it was given. Declining it sends the question
 * all the same.
 */
export const QUESTION_FIELDS = ['category', 'question', 'name', 'email', 'phone', 'publish'] as const;

const optional = (value: string | undefined) => (value?.trim() ? value.trim() : undefined);

export function questionPayload(values: Record<string, string>, policyVersion: string, now: Date): Record<string, unknown> {
  return {
    category: values.category,
    question: values.question,
    name: optional(values.name),
    email: values.email,
    phone: optional(values.phone),
    consent: values.publish === 'on' ? { publish: true, policy_version: policyVersion, given_at: now.toISOString() } : undefined,
  };
}
