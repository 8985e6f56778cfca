import type { Page } from '@playwright/test';

/**
 * Opens the contact page and scrolls to the message form, whose code loads as its place nears the
 * viewport (components/contact/lazy-message-form.tsx).
 */
export async function openContactForm(page: Page, url: string) {
  const response = await page.goto(url);
  await page.getByRole('heading', { name: '在线留言' }).scrollIntoViewIfNeeded();
  return response;
}
