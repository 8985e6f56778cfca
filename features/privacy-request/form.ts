/**
 * The privacy request form's fields and the payload of `web/submit_privacy_request` built from them (pure):
 * text trimmed, blank optional fields (phone, account) left out.
 */
export const PRIVACY_REQUEST_FIELDS = ['kind', 'name', 'email', 'phone', 'account', 'details'] as const;

const optional = (value: string | undefined) => (value?.trim() ? value.trim() : undefined);

export function privacyRequestPayload(values: Record<string, string>): Record<string, unknown> {
  return {
    kind: values.kind,
    name: values.name,
    email: values.email,
    phone: optional(values.phone),
    account: optional(values.account),
    details: values.details,
  };
}
