/**
 * The exchange's investor interaction platform for a stock code (pure): 上证e互动 for Shanghai codes (60x,
 * 68x: main board and STAR market), 深交所互动易 for Shenzhen codes (00x, 30x: main board and ChiNext); none
 * for other codes. Neither platform has a company address that can be built from the code alone (both key
 * companies by an internal id), so the backend may send the company's own page (`ir_contact.interaction_url`
 * of `web/get_company_profile`); without it the link is the platform's home, and the page names the code
 * to look up there.
 */
export type ExchangePlatform = { exchange: 'sse' | 'szse'; url: string; own: boolean };

const HOMES = { sse: 'https://sns.sseinfo.com/', szse: 'https://irm.cninfo.com.cn/' } as const;

export function exchangePlatform(stockCode: string, ownUrl = ''): ExchangePlatform | null {
  const code = stockCode.trim();
  const exchange = /^6[08]\d{4}$/.test(code) ? 'sse' : /^(00|30)\d{4}$/.test(code) ? 'szse' : null;
  if (!exchange) return null;
  return /^https:\/\//.test(ownUrl) ? { exchange, url: ownUrl, own: true } : { exchange, url: HOMES[exchange], own: false };
}
