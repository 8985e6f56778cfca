/** @jest-environment node */
import { renderToStaticMarkup } from 'react-dom/server';
import type { ReactElement } from 'react';
import { BackendError } from '@/lib/backend/errors';
import { createRenderReport, renderReportStorage } from '@/lib/core/render-report';
import { metadataWhenAvailable, whenAvailable } from './unavailable';
import { pageNotFound } from '@/lib/core/not-found';
import { withIntl, zhTranslations } from '@/tests/support/intl';

jest.mock('next-intl/server', () => ({ getTranslations: (namespace: string) => Promise.resolve(zhTranslations(namespace)) }));

const failing = async (): Promise<ReactElement> => {
  throw new BackendError('web/get_site_list', 'network', 'connect ECONNREFUSED');
};

describe('pages when the backend fails', () => {
  it('render the unavailable view instead of throwing, and mark the render for a 503', async () => {
    const report = createRenderReport();
    const element = await renderReportStorage().run(report, () => whenAvailable(failing)({}));
    const html = renderToStaticMarkup(withIntl(element as ReactElement));
    expect(html).toContain('<h1');
    expect(html).toContain('服务暂时不可用');
    expect(html).toContain('href=""');
    expect(report.unavailable).toBe(true);
  });

  it('show the page itself when its reads succeed', async () => {
    const report = createRenderReport();
    const element = await renderReportStorage().run(report, () => whenAvailable(async () => <p>内容</p>)({}));
    expect(renderToStaticMarkup(withIntl(element as ReactElement))).toBe('<p>内容</p>');
    expect(report.unavailable).toBe(false);
  });

  it('let programming errors through to the error boundary', async () => {
    await expect(whenAvailable(async (): Promise<ReactElement> => Promise.reject(new TypeError('bug')))({})).rejects.toThrow('bug');
  });

  it('title the page as unavailable and keep it out of search indexes', async () => {
    const metadata = await metadataWhenAvailable(async () => Promise.reject(new BackendError('web/get_info', 'timeout', 'no answer')))({});
    expect(metadata).toEqual({ title: '服务暂时不可用', robots: { index: false, follow: true } });
    expect(await metadataWhenAvailable(async () => ({ title: '新闻中心' }))({})).toEqual({ title: '新闻中心' });
  });

  it('render the 404 view inside the page when it finds nothing to show, and mark the render for a 404', async () => {
    const report = createRenderReport();
    const missing = async (): Promise<ReactElement> => pageNotFound();
    const element = await renderReportStorage().run(report, () => whenAvailable(missing)({}));
    const html = renderToStaticMarkup(withIntl(element as ReactElement));
    expect(html).toContain('<h1>页面不存在</h1>');
    expect(html).toContain('href="/product"');
    expect(report.notFound).toBe(true);
    expect(report.unavailable).toBe(false);
    const metadata = await renderReportStorage().run(createRenderReport(), () => metadataWhenAvailable(async () => pageNotFound())({}));
    expect(metadata).toEqual({ title: '页面不存在', robots: { index: false } });
  });
});
