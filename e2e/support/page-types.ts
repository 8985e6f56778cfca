/**
 * One address of every page type the site has, in Chinese (issue 24, item 4): what the accessibility
 * checks (axe, the keyboard walk) go through, each also in English (`inEnglish`).
 */
export const PAGE_TYPES = [
  '/',
  '/about',
  '/product',
  '/product?category=11',
  '/product/detail/101',
  '/product/detail/106',
  '/product/compare?id=101&id=102',
  '/product/cross-reference?q=nwp7a20',
  '/product/cross-reference/NWP7A2033',
  '/product/resources',
  '/product/change-notices',
  '/product/change-notices/PDN-2025-014',
  '/quality?part=xy6218',
  '/samples?part=XY6201-SOT235T',
  '/investor',
  '/investor/qa',
  '/investor/qa/ask',
  '/investor/dividends',
  '/investor/meetings',
  '/investor/meetings/703',
  '/investor/briefings/804',
  '/investor/esg',
  '/investor/alerts',
  // With a token: the page's button (a link scanner's GET confirms nothing: issue 42).
  '/investor/alerts/confirm?token=made-up-token-0001',
  '/news',
  '/news/detail/201',
  '/search?q=XY62',
  '/contact',
  '/login',
  // A password-reset link's form (features/password-reset/): its button sets the password.
  '/login/reset?token=made-up-token-0001',
  '/account',
  '/privacy',
  '/privacy/request',
  '/no-such-page',
] as const;

/** The English address of a Chinese one (`/` → `/en`, `/about` → `/en/about`). */
export const inEnglish = (path: string) => (path === '/' ? '/en' : `/en${path}`);
