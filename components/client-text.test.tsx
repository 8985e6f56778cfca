import { render } from '@testing-library/react';
import { ClientTextProvider, currentClientText, useClientText } from './client-text';
import type { ClientText } from './client-text.labels';

const text = (requestFailed: string): ClientText => ({
  requestFailed,
  explanation: 'e',
  digest: '{digest}',
  retry: 'r',
  home: 'h',
  homeHref: '/',
});

function Shows() {
  return <p>{useClientText()?.requestFailed}</p>;
}

describe('the client texts', () => {
  it('reach islands through context, and code outside React once the page is mounted, following the page', () => {
    const view = render(
      <ClientTextProvider text={text('请求失败')}>
        <Shows />
      </ClientTextProvider>,
    );
    expect(view.container.textContent).toBe('请求失败');
    expect(currentClientText()?.requestFailed).toBe('请求失败');
    view.rerender(
      <ClientTextProvider text={text('Request failed')}>
        <Shows />
      </ClientTextProvider>,
    );
    expect(currentClientText()?.requestFailed).toBe('Request failed');
  });
});
