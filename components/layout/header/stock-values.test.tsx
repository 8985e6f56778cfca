import * as React from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { StockValues } from './stock-values';

const request = jest.fn();
jest.mock('@/components/api', () => ({ request: (...args: unknown[]) => request(...args) }));

const LABELS = { name: '股票简称', code: '股票代码' };

function renderFresh(ui: React.ReactElement) {
  return render(<SWRConfig value={{ provider: () => new Map() }}>{ui}</SWRConfig>);
}

describe('StockValues and the StockTicker island', () => {
  beforeEach(() => request.mockReset());

  it('shows the server-rendered values and makes no request', () => {
    renderFresh(<StockValues labels={LABELS} initial={{ stock_name: '星垣微', stock_code: '688000' }} />);
    expect(screen.getByTestId('stock-name')).toHaveTextContent('星垣微');
    expect(screen.getByTestId('stock-code')).toHaveTextContent('688000');
    expect(screen.getByText('股票简称')).toBeInTheDocument();
    expect(screen.getByText('股票代码')).toBeInTheDocument();
    expect(request).not.toHaveBeenCalled();
  });

  it('with the server values, loads no request code: SWR stays off the page', () => {
    let swrLoaded = false;
    jest.isolateModules(() => {
      jest.doMock('react', () => React);
      jest.doMock('swr', () => {
        swrLoaded = true;
        return jest.requireActual('swr');
      });
      const fresh = jest.requireActual<typeof import('./stock-values')>('./stock-values');
      render(<fresh.StockValues labels={LABELS} initial={{ stock_name: '星垣微', stock_code: '688000' }} />);
    });
    expect(screen.getByTestId('stock-code')).toHaveTextContent('688000');
    expect(swrLoaded).toBe(false);
  });

  it('asks once when the server had no values, shared by every ticker on the page, showing the empty list until then', async () => {
    let answer: (value: unknown) => void = () => {};
    request.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    renderFresh(
      <>
        <StockValues labels={LABELS} initial={null} />
        <StockValues labels={LABELS} initial={null} />
      </>,
    );
    // The list is there from the start (as the server rendered it), its values empty.
    expect(screen.getAllByText('股票代码')).toHaveLength(2);
    expect(screen.getAllByTestId('stock-code')[0]).toHaveTextContent('');
    await waitFor(() => expect(request).toHaveBeenCalled());
    answer({ stock_name: '星垣微', stock_code: '688000' });
    await waitFor(() => expect(screen.getAllByTestId('stock-code')[1]).toHaveTextContent('688000'));
    expect(screen.getAllByTestId('stock-name')[0]).toHaveTextContent('星垣微');
    expect(request).toHaveBeenCalledTimes(1);
    expect(request).toHaveBeenCalledWith('web/get_site_list');
  });
});
