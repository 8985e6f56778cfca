import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import config from '../payload.config';
import { auditHooks, CHANGES, globalAuditHooks, GLOBAL_TAGS } from './hooks';

/**
 * Collections no kept page shows: files are cached by their path (a changed file gets a new one); a member's own
 * details are read with their token, never kept; an alert subscription is its subscriber's own, shown on no page.
 */
const NOT_SHOWN = new Set(['media', 'members', 'alert-subscribers']);

describe('the site is told about every edit of what it shows (docs/backend-api.md, "Telling the site about an edit")', async () => {
  const built = await config;
  it('every collection edited through the audit hooks has its tags, or is known to show nothing', () => {
    const untold = built.collections
      .filter((collection) => collection.hooks?.afterChange?.includes(auditHooks.afterChange[0]!))
      .map((collection) => collection.slug)
      .filter((slug) => !CHANGES[slug] && !NOT_SHOWN.has(slug));
    assert.deepEqual(untold, []);
  });
  it('every global has its tag (site information and settings: every page)', () => {
    // Payload's own (payload-jobs-stats: when the scheduled tasks last ran) shows nothing and no one edits it.
    for (const global of built.globals.filter(({ slug }) => !slug.startsWith('payload-'))) {
      assert.ok(global.hooks?.afterChange?.includes(globalAuditHooks.afterChange[0]!), `${global.slug} tells the site`);
      assert.ok(
        global.slug in GLOBAL_TAGS || ['site-info', 'settings'].includes(global.slug),
        `${global.slug} has a tag, or none is known`,
      );
    }
  });
});
