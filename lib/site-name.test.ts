/** @jest-environment node */
import { shortCompanyName } from './site-name';

describe('the company as the site names it', () => {
  it('is the short name, else the full name, else the stock name, else nothing', () => {
    expect(shortCompanyName({ company_short_name: '星垣微', company_name: '星垣微电子股份有限公司', stock_name: '星垣微' })).toBe('星垣微');
    expect(shortCompanyName({ company_short_name: '', company_name: '星垣微电子股份有限公司', stock_name: 'XY' })).toBe(
      '星垣微电子股份有限公司',
    );
    expect(shortCompanyName({ company_short_name: '', company_name: '', stock_name: 'XY' })).toBe('XY');
    expect(shortCompanyName(null)).toBe('');
  });
});
