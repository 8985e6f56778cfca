/** @jest-environment node */
import { AnswerStore } from '@/lib/backend/answer-store';
import { BrokenSiteLink, installSiteLink, linkedAnswerStore, SITE_SERVER_MARK } from './site-link';

const LINK = Symbol.for('xingyuan-web.site-link');

afterEach(() => {
  delete (globalThis as Record<symbol, unknown>)[LINK];
  delete process.env[SITE_SERVER_MARK];
});

describe('the link between the site server and the app', () => {
  it("hands the server's answer store to the app", () => {
    const store = new AnswerStore(1024);
    installSiteLink(store);
    expect(linkedAnswerStore()).toBe(store);
  });

  it('is loud when the server runs but its store did not reach the app', () => {
    process.env[SITE_SERVER_MARK] = '1';
    expect(() => linkedAnswerStore()).toThrow(BrokenSiteLink);
  });

  it('gives the app a store of its own where no site server runs (next dev)', () => {
    const store = linkedAnswerStore();
    expect(store).toBeInstanceOf(AnswerStore);
    expect(linkedAnswerStore()).toBe(store);
  });
});
