import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import config from '../payload.config';

describe('the fields typed into in the admin that are never stored as typed', async () => {
  const built = await config;
  const field = (collection: string, name: string) =>
    built.collections.find((c) => c.slug === collection)?.fields.find((f) => 'name' in f && f.name === name) as
      { admin?: { readOnly?: boolean }; virtual?: unknown } | undefined;
  it("are editable (Payload makes a virtual field read-only unless told): a message's reply, a member's new password", () => {
    for (const [collection, name] of [
      ['messages', 'reply'],
      ['members', 'password'],
    ] as const) {
      const found = field(collection, name);
      assert.equal(found?.virtual, true, `${collection}.${name} is virtual`);
      assert.equal(found?.admin?.readOnly, false, `${collection}.${name} can be typed into`);
    }
  });
});
