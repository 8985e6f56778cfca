import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Field } from 'payload';
import config from '../payload.config';
import { ANSWERS_KEPT, ANSWERS_KEPT_BYTES, call, ok, type Kept } from './envelope';
import { stampOf } from './stamp';

/** The collections a field, and the fields inside it, relate to (relationships and uploads). */
function targetsOf(fields: readonly Field[]): string[] {
  return fields.flatMap((field): string[] => {
    const own =
      field.type === 'relationship' || field.type === 'upload'
        ? Array.isArray(field.relationTo)
          ? [...field.relationTo]
          : [field.relationTo as string]
        : [];
    const inner = [
      ...('fields' in field && Array.isArray(field.fields) ? targetsOf(field.fields as Field[]) : []),
      ...(field.type === 'tabs' ? field.tabs.flatMap((tab) => targetsOf(tab.fields)) : []),
      ...(field.type === 'blocks' ? field.blocks.flatMap((block) => targetsOf(block.fields)) : []),
    ];
    return [...own, ...inner];
  });
}

/** A request whose database holds one table, `settings`, stamped as `stamp.now` says (`stamp.reads`: how often). */
function requestOf(stamp: { now: string; reads?: number }, body: unknown) {
  const column = {};
  const drizzle = {
    select: () => {
      stamp.reads = (stamp.reads ?? 0) + 1;
      return { from: () => ({ where: async () => [{ total: 1, latest: stamp.now }] }) };
    },
  };
  return { payload: { db: { tables: { settings: { updatedAt: column } }, drizzle } }, json: async () => body } as never;
}

describe('a kept answer (envelope.ts: call)', () => {
  it('is made once while its stamps are unchanged, per body, and again once they change', async () => {
    let made = 0;
    const endpoint = call('kept_test', async (body) => ok({ made: ++made, asked: body.n }), ['settings']);
    const stamp = { now: '2026-11-28T00:00:00.000Z' };
    const answer = async (n: number) =>
      ((await (await endpoint.handler(requestOf(stamp, { lang: 'zh', n }))).json()) as { data: unknown }).data;
    assert.deepEqual(await answer(1), { made: 1, asked: 1 });
    assert.deepEqual(await answer(1), { made: 1, asked: 1 });
    assert.deepEqual(await answer(2), { made: 2, asked: 2 });
    stamp.now = '2026-11-28T00:00:01.000Z';
    assert.deepEqual(await answer(1), { made: 3, asked: 1 });
    assert.deepEqual(await answer(1), { made: 3, asked: 1 });
  });

  it('reads each stamp once per call, however often the call asks for it', async () => {
    const endpoint = call(
      'stamped_test',
      async (_body, _lang, req) => ok([await stampOf(req.payload, 'settings'), await stampOf(req.payload, 'settings')]),
      ['settings'],
    );
    const stamp = { now: 'a', reads: 0 };
    await endpoint.handler(requestOf(stamp, { n: 1 }));
    assert.equal(stamp.reads, 1);
    stamp.now = 'b';
    await endpoint.handler(requestOf(stamp, { n: 1 }));
    assert.equal(stamp.reads, 2);
  });

  it('keeps no answer to a body too large to keep, and the size of what it keeps is bounded', async () => {
    let made = 0;
    const endpoint = call('large_test', async () => ok(++made), ['settings']);
    const stamp = { now: 'x' };
    const large = { pad: 'x'.repeat(ANSWERS_KEPT_BYTES) };
    await endpoint.handler(requestOf(stamp, large));
    await endpoint.handler(requestOf(stamp, large));
    assert.equal(made, 2);
  });

  it(`keeps at most ${ANSWERS_KEPT} answers, whatever bodies are sent`, async () => {
    let made = 0;
    const endpoint = call('bounded_test', async () => ok(++made), ['settings']);
    const stamp = { now: 'x' };
    for (let n = 0; n <= ANSWERS_KEPT; n += 1) await endpoint.handler(requestOf(stamp, { n }));
    await endpoint.handler(requestOf(stamp, { n: 0 }));
    assert.equal(made, ANSWERS_KEPT + 2);
  });
});

describe('answers kept while what they are made of is unchanged (envelope.ts: call)', async () => {
  const built = await config;
  const fieldsOf = new Map<string, readonly Field[]>([
    ...built.collections.map((collection) => [collection.slug, collection.fields] as const),
    ...built.globals.map((global) => [global.slug, global.fields] as const),
  ]);
  const keptCalls = built.endpoints!.filter((endpoint) => endpoint.custom?.kept);

  it('some calls are kept', () => assert.ok(keptCalls.length >= 10));

  for (const endpoint of keptCalls) {
    const kept = endpoint.custom!.kept as Kept;
    it(`${endpoint.path} names every collection its answer can show, related ones included`, () => {
      for (const slug of kept) assert.ok(fieldsOf.has(slug), `${slug} is a collection or a global`);
      const missing = [...new Set(kept.flatMap((slug) => targetsOf(fieldsOf.get(slug) ?? [])))].filter(
        // The admin's people (who approved an article) are in no answer.
        (target) => !kept.includes(target as never) && target !== 'users',
      );
      assert.deepEqual(missing, [], `${endpoint.path} is kept by ${kept.join(', ')}, but relates to ${missing.join(', ')}`);
    });
  }
});
