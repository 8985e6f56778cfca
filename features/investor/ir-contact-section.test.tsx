/** @jest-environment node */
import { renderToStaticMarkup } from 'react-dom/server';
import type { ReactElement } from 'react';
import type { CompanyProfile } from '@/lib/backend/types';
import { withIntl, zhTranslations } from '@/tests/support/intl';
import { IrContactSection } from './ir-contact-section';

jest.mock('next-intl/server', () => ({ getTranslations: (namespace: string) => Promise.resolve(zhTranslations(namespace)) }));

const contact = (complaints: string): CompanyProfile['ir_contact'] =>
  ({
    secretary: '王敏',
    representative: '',
    phone: '021-5080 6000',
    fax: '',
    email: '',
    address: '',
    hours: '',
    complaints,
    interaction_url: '',
  }) as CompanyProfile['ir_contact'];

async function rendered(complaints: string, qa: boolean): Promise<string> {
  const element = (await IrContactSection({ contact: contact(complaints), qa })) as ReactElement;
  return renderToStaticMarkup(withIntl(element))
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ');
}

describe('the investor relations contact of /investor', () => {
  it("names the regulator's investor hotline as a way to complain, whether or not the backend has an online Q&A", async () => {
    // Before the online way: the company's own channel, then the CSRC's, "also".
    expect(await rendered('董事会办公室 021-5080 6088', false)).toContain(
      '董事会办公室 021-5080 6088 也可拨打中国证监会投资者服务热线 12386。',
    );
    // Nothing of the company's: the CSRC's alone.
    expect(await rendered('', false)).toContain('投资者投诉 可拨打中国证监会投资者服务热线 12386。');
  });

  it('with an online Q&A, names it before the hotline, and links to it', async () => {
    const text = await rendered('董事会办公室 021-5080 6088', true);
    expect(text).toContain(
      '董事会办公室 021-5080 6088 在线提交： 投资者问答 （类别选“投诉与建议”）。也可拨打中国证监会投资者服务热线 12386。',
    );
    expect(text).toContain('投资者问答与在线提问 →');
  });
});
