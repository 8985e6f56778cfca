import { act, fireEvent, render, screen } from '@testing-library/react';
import { areaPath, linePath, plotPrices, PRICE_BOX } from '@/lib/chart-plot';
import { PriceChart, type ChartAxes } from './price-chart';
import type { ChartDays } from './price-days';

const days: ChartDays = {
  start: '2026-11-02',
  offsets: [0, 1, 2, 3],
  closes: [80, 82.5, 81, 84],
  volumes: [1_000_000, null, 2_000_000, 3_000_000],
};
const axes: ChartAxes = {
  domain: [78, 86],
  yTicks: [{ value: 80, y: 100, shown: '80' }],
  xTicks: [{ x: 48, shown: '2026-11' }],
  firstClose: '80.00',
  lastClose: '84.00',
};
const { xs, ys } = plotPrices(days.offsets, days.closes, axes.domain);
const paths = { line: linePath(xs, ys), area: areaPath(xs, ys, PRICE_BOX.height - PRICE_BOX.bottom) };
const labels = { locale: 'en' as const, hint: 'Point at the chart', close: 'Close {value}', volume: 'Volume {value}' };
const HREF = '/en/investor/price-days/2026-11-05.json';

/** jsdom has no PointerEvent: without one, a pointer event carries neither its x nor its kind of pointer. */
class TestPointerEvent extends MouseEvent {
  pointerType: string;
  constructor(type: string, init: PointerEventInit = {}) {
    super(type, init);
    this.pointerType = init.pointerType ?? 'mouse';
  }
}
beforeAll(() => {
  window.PointerEvent = TestPointerEvent as unknown as typeof PointerEvent;
});

const fetchMock = jest.fn();
beforeEach(() => {
  fetchMock.mockReset();
  global.fetch = fetchMock as unknown as typeof fetch;
  // The overlay as wide as the chart's box, so that a pointer's x is the box's x.
  jest
    .spyOn(HTMLElement.prototype, 'getBoundingClientRect')
    .mockReturnValue({ left: 0, top: 0, width: PRICE_BOX.width, height: 260 } as DOMRect);
});
afterEach(() => jest.restoreAllMocks());

const answer = (body: unknown, ok = true) => Promise.resolve({ ok, json: () => Promise.resolve(body) } as Response);
const chart = () => render(<PriceChart paths={paths} daysHref={HREF} axes={axes} labels={labels} titleId="t" summaryId="s" />);
const overlay = () => screen.getByRole('group', { name: 'Point at the chart' });
const status = () => screen.getByRole('status');
/** Lets the fetch's promise chain settle. */
const settle = () => act(async () => {});

describe('PriceChart', () => {
  it("draws the server's line and asks for nothing until a visitor points at it (issue 48)", () => {
    const { container } = chart();
    expect(container.querySelector('path[data-last-close="84.00"]')).toHaveAttribute('d', paths.line);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('fetches the days once at the first pointing, then shows the day the pointer chose', async () => {
    fetchMock.mockReturnValue(answer(days));
    chart();
    fireEvent.pointerEnter(overlay());
    fireEvent.pointerMove(overlay(), { clientX: xs[1]! });
    fireEvent.pointerMove(overlay(), { clientX: xs[2]! });
    await settle();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledWith(HREF);
    // The last place the pointer was while the days came.
    expect(status()).toHaveTextContent(/^Nov 4, 2026, Close 81\.00, Volume 2,000\.0$/);
    fireEvent.pointerMove(overlay(), { clientX: xs[3]! });
    expect(status()).toHaveTextContent(/^Nov 5, 2026, Close 84\.00/);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('chooses the last day for a key pressed before the days came, and steps from it', async () => {
    fetchMock.mockReturnValue(answer(days));
    chart();
    fireEvent.focus(overlay());
    fireEvent.keyDown(overlay(), { key: 'ArrowLeft' });
    await settle();
    expect(status()).toHaveTextContent(/^Nov 5, 2026, Close 84\.00/);
    fireEvent.keyDown(overlay(), { key: 'ArrowLeft' });
    expect(status()).toHaveTextContent(/^Nov 4, 2026/);
  });

  it('forgets a pointer that left before the days came', async () => {
    fetchMock.mockReturnValue(answer(days));
    chart();
    fireEvent.pointerMove(overlay(), { clientX: xs[1]! });
    fireEvent.pointerLeave(overlay(), { pointerType: 'mouse' });
    await settle();
    expect(status()).toBeEmptyDOMElement();
  });

  it.each([
    ['fails', () => answer(null, false)],
    ['answers something else', () => answer({ start: 'x' })],
    ['cannot be reached', () => Promise.reject(new TypeError('offline'))],
  ])('shows nothing when the fetch %s, and asks again at the next pointing', async (_name, failing) => {
    fetchMock.mockImplementationOnce(failing).mockReturnValue(answer(days));
    chart();
    fireEvent.pointerDown(overlay(), { clientX: xs[0]! });
    await settle();
    expect(status()).toBeEmptyDOMElement();
    fireEvent.pointerDown(overlay(), { clientX: xs[0]! });
    await settle();
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(status()).toHaveTextContent(/^Nov 2, 2026, Close 80\.00/);
  });

  it('asks a failing file again at the next pointing, not at every move of the pointer', async () => {
    fetchMock.mockReturnValue(answer(null, false));
    chart();
    fireEvent.pointerEnter(overlay());
    await settle();
    for (const day of [0, 1, 2, 3, 2, 1]) {
      fireEvent.pointerMove(overlay(), { clientX: xs[day]! });
      await settle();
    }
    expect(fetchMock).toHaveBeenCalledTimes(1);
    fireEvent.pointerLeave(overlay(), { pointerType: 'mouse' });
    fireEvent.pointerEnter(overlay());
    await settle();
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});
