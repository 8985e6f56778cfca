/** The forgotten-password form's one field and the payload of `web/request_password_reset` built from it (pure). */
export const FORGOT_FIELDS = ['account'] as const;

export function forgotPayload(values: Record<string, string>): Record<string, unknown> {
  return { account: values.account };
}
