/** The header names a `Connection` field lists (RFC 9110 §7.6.1), lower-case: the site server's guard and the API forwarder both drop them. */
export function connectionTokens(value: string | null | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((name) => name.trim().toLowerCase())
    .filter(Boolean);
}
