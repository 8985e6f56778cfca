import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import config from '../payload.config';

describe('the fields typed into in the admin that are never stored as typed', async () => {
  const built = await config;
  const field = (collection: string, name: string) =>
    built.collections.find((c) => c.slug === collection)?.fields.find((f) => 'name' in f && f.name === name) as
      { admin?: { readOnly?: boolean }; virtual?: unknown } | undefined;
  it("are editable (Payload makes a virtual field read-only unless told): a message's reply, a member's reset link", () => {
    for (const [collection, name] of [
      ['messages', 'reply'],
      ['members', 'send_reset_link'],
    ] as const) {
      const found = field(collection, name);
      assert.equal(found?.virtual, true, `${collection}.${name} is virtual`);
      assert.equal(found?.admin?.readOnly, false, `${collection}.${name} can be typed into`);
    }
  });
  it("a member's password is Payload's: its auth collection's create form and 'change password', its hash hidden", () => {
    const members = built.collections.find((c) => c.slug === 'members')!;
    assert.ok(members.auth && !members.auth.disableLocalStrategy);
    assert.ok(field('members', 'hash') && field('members', 'salt'));
    assert.equal(field('members', 'password'), undefined, "no field of our own beside Payload's");
  });
});
