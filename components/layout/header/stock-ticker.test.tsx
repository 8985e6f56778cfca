import { render, screen, waitFor } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { StockTicker } from './stock-ticker';

const request = jest.fn();
jest.mock('@/components/api', () => ({ request: (...args: unknown[]) => request(...args) }));

function renderFresh(ui: React.ReactElement) {
  return render(<SWRConfig value={{ provider: () => new Map() }}>{ui}</SWRConfig>);
}

describe('StockTicker', () => {
  beforeEach(() => request.mockReset());

  it('shows the server-rendered values and makes no request', () => {
    renderFresh(<StockTicker labels={{ name: '股票简称', code: '股票代码' }} initial={{ stock_name: '星垣微', stock_code: '688000' }} />);
    expect(screen.getByTestId('stock-name')).toHaveTextContent('星垣微');
    expect(screen.getByTestId('stock-code')).toHaveTextContent('688000');
    expect(screen.getByText('股票简称')).toBeInTheDocument();
    expect(screen.getByText('股票代码')).toBeInTheDocument();
    expect(request).not.toHaveBeenCalled();
  });

  it('asks once when the server had no values, shared by every ticker on the page', async () => {
    request.mockResolvedValue({ stock_name: '星垣微', stock_code: '688000' });
    renderFresh(
      <>
        <StockTicker labels={{ name: '股票简称', code: '股票代码' }} initial={null} />
        <StockTicker labels={{ name: '股票简称', code: '股票代码' }} initial={null} />
      </>,
    );
    await waitFor(() => expect(screen.getAllByTestId('stock-code')[0]).toHaveTextContent('688000'));
    expect(request).toHaveBeenCalledTimes(1);
    expect(request).toHaveBeenCalledWith('web/get_site_list');
  });
});
