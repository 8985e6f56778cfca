import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import { MAIL_FROM, mailAdapter, mboxEntry, parseFrom } from './mailer';
import { adminOrigin, resetMailHtml } from './reset';

const dir = mkdtempSync(path.join(os.tmpdir(), 'cms-mail-'));
after(() => rmSync(dir, { recursive: true, force: true }));

describe('the CMS mail without SMTP_URL (mailer.ts)', () => {
  it('appends every mail to the outbox, whole and one after the other, never to the log', async () => {
    const outbox = path.join(dir, 'data', 'outbox.mbox');
    const adapter = mailAdapter({ outbox })({ payload: {} as never });
    assert.equal(adapter.name, 'outbox');
    const logged: unknown[] = [];
    const log = console.log;
    console.log = (...args: unknown[]) => void logged.push(args);
    try {
      await Promise.all(
        [1, 2, 3].map((n) => adapter.sendEmail({ to: `person${n}@example.com`, subject: `第 ${n} 封`, text: `line\nFrom here ${n}` })),
      );
    } finally {
      console.log = log;
    }
    assert.deepEqual(logged, []);
    const entries = readFileSync(outbox, 'utf8')
      .split(/^From cms@xingyuan-micro\.example /m)
      .slice(1);
    assert.equal(entries.length, 3);
    for (const n of [1, 2, 3]) {
      const entry = entries.find((text) => text.includes(`person${n}@example.com`));
      assert.ok(entry, `mail ${n} is there`);
      assert.match(entry, /^From: [^]*?<cms@xingyuan-micro\.example>\nTo: /m);
      assert.match(entry, new RegExp(`^>From here ${n}$`, 'm'));
    }
  });

  it('quotes a body line that starts as an entry does', () => {
    assert.equal(
      mboxEntry('a\nFrom b\n>From c', new Date(0)),
      `From ${MAIL_FROM.address} Thu, 01 Jan 1970 00:00:00 GMT\na\n>From b\n>>From c\n\n`,
    );
  });

  it('sends from CMS_MAIL_FROM, a name and an address or an address, else the company', () => {
    assert.deepEqual(parseFrom(undefined), MAIL_FROM);
    assert.deepEqual(parseFrom('"证券部" <ir@example.cn>'), { name: '证券部', address: 'ir@example.cn' });
    assert.deepEqual(parseFrom('ir@example.cn'), { name: MAIL_FROM.name, address: 'ir@example.cn' });
    assert.throws(() => parseFrom('not an address'), /CMS_MAIL_FROM/);
  });
});

describe('the password reset mail (reset.ts)', () => {
  it('links to the configured address of the admin, else to where the CMS listens', () => {
    assert.equal(adminOrigin({ CMS_URL: 'https://cms.example.cn/' }), 'https://cms.example.cn');
    assert.equal(adminOrigin({ CMS_PORT: '4100' }), 'http://127.0.0.1:4100');
    assert.equal(adminOrigin({}), 'http://127.0.0.1:4000');
    assert.throws(() => adminOrigin({ CMS_URL: 'javascript:alert(1)' }), /CMS_URL/);
    const html = resetMailHtml('https://cms.example.cn', 'abc123');
    assert.equal(html.match(/https:\/\/cms\.example\.cn\/admin\/reset\/abc123/g)?.length, 4);
  });
});
