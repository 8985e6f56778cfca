/**
 * Now, for what an answer says is true now (the stock quote's last close, the inventory's "as of" when no offer is
 * dated): SITE_NOW when the operator stops the clock (the site's one clock: README, "Configuration"), else the
 * machine's. Tokens, captchas and schedules keep the machine's clock: they expire and fire in real time.
 */
export function contentNow(): number {
  const pinned = process.env.SITE_NOW ? Date.parse(process.env.SITE_NOW) : NaN;
  return Number.isNaN(pinned) ? Date.now() : pinned;
}
