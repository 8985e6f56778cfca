import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { siteAddresses, tellSite } from './revalidate';

describe('where the CMS tells the site what changed', () => {
  it('at each address of SITE_REVALIDATE_URLS, else at SITE_URL, else nowhere', () => {
    const listed = { SITE_URL: 'https://www.example.com', SITE_REVALIDATE_URLS: 'http://site1:3000, http://site2:3000,,http://site1:3000' };
    assert.deepEqual(siteAddresses(listed), ['http://site1:3000', 'http://site2:3000']);
    assert.deepEqual(siteAddresses({ SITE_URL: 'https://www.example.com', SITE_REVALIDATE_URLS: ' ' }), ['https://www.example.com']);
    assert.deepEqual(siteAddresses({}), []);
  });

  it('queues a job per address, so that one instance down delays only its own news', async () => {
    const queued: unknown[] = [];
    const payload = { jobs: { queue: async (job: unknown) => void queued.push(job) } } as never;
    const before = { ...process.env };
    process.env.SITE_URL = 'https://www.example.com';
    process.env.SITE_REVALIDATE_URLS = 'http://site1:3000,http://site2:3000';
    try {
      await tellSite(payload, { tags: ['news'], paths: ['/news'] });
      await tellSite(payload, { tags: [], paths: [] });
    } finally {
      process.env = before;
    }
    assert.deepEqual(
      queued.map((job) => (job as { input: { site: string } }).input.site),
      ['http://site1:3000', 'http://site2:3000'],
    );
  });
});
