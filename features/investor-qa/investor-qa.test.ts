import { exchangePlatform } from './exchange-platform';
import { questionPayload } from './ask-form';
import { parseQaQuery, qaHref } from '@/lib/investor-qa/query';

describe('parseQaQuery and qaHref', () => {
  it('reads a query, a category and a page, and writes them back', () => {
    expect(parseQaQuery({ q: '  毛利率   环比 ', category: 'finance', page: '2' })).toEqual({
      q: '毛利率 环比',
      category: 'finance',
      page: 2,
    });
    expect(parseQaQuery({})).toEqual({ q: '', category: undefined, page: 1 });
    expect(parseQaQuery({ category: '' })).toEqual({ q: '', category: undefined, page: 1 });
    expect(qaHref({ q: '分红 计划', category: 'dividend', page: 3 })).toBe(
      '/investor/qa?q=%E5%88%86%E7%BA%A2+%E8%AE%A1%E5%88%92&category=dividend&page=3',
    );
    expect(qaHref({ q: '', page: 1 })).toBe('/investor/qa');
  });

  it('answers null (a 404) for an unknown category or a malformed page, and keeps 50 characters of a query', () => {
    expect(parseQaQuery({ category: 'gossip' })).toBeNull();
    expect(parseQaQuery({ page: '0' })).toBeNull();
    expect(parseQaQuery({ q: 'x'.repeat(500) })?.q).toHaveLength(50);
  });
});

describe('exchangePlatform', () => {
  it('names the exchange of Shanghai and Shenzhen codes, and the backend’s own address when it sends one', () => {
    expect(exchangePlatform('688000')).toEqual({ exchange: 'sse', url: 'https://sns.sseinfo.com/', own: false });
    expect(exchangePlatform('600519')?.exchange).toBe('sse');
    expect(exchangePlatform('300750')).toEqual({ exchange: 'szse', url: 'https://irm.cninfo.com.cn/', own: false });
    expect(exchangePlatform('000001')?.exchange).toBe('szse');
    expect(exchangePlatform('688000', 'https://sns.sseinfo.com/company.do?uid=1')).toEqual({
      exchange: 'sse',
      url: 'https://sns.sseinfo.com/company.do?uid=1',
      own: true,
    });
  });

  it('has none for other markets and malformed codes, and takes no address but https', () => {
    expect(exchangePlatform('900901')).toBeNull();
    expect(exchangePlatform('830799')).toBeNull();
    expect(exchangePlatform('68800')).toBeNull();
    expect(exchangePlatform('688000', 'javascript:alert(1)')?.url).toBe('https://sns.sseinfo.com/');
  });
});

describe('questionPayload', () => {
  const values = { category: 'finance', question: ' Why? ', name: ' ', email: 'a@b.example', phone: '', publish: '' };
  const now = new Date('2026-11-23T08:00:00Z');

  it('leaves out a blank name (anonymous) and phone, and any consent that was not given', () => {
    expect(questionPayload(values, '2026-11-20', now)).toEqual({
      category: 'finance',
      question: ' Why? ',
      name: undefined,
      email: 'a@b.example',
      phone: undefined,
      consent: undefined,
    });
  });

  it('sends a ticked consent with the policy version and the time', () => {
    expect(questionPayload({ ...values, publish: 'on' }, '2026-11-20', now).consent).toEqual({
      publish: true,
      policy_version: '2026-11-20',
      given_at: '2026-11-23T08:00:00.000Z',
    });
  });
});
