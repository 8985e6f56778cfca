import { FOCUS_IN_VIEW_SCRIPT, offScreen } from './focus-in-view';

/** Runs the script with a stand-in ResizeObserver, and returns its callback (what a change of size calls). */
function install(): () => void {
  let changed: (() => void) | null = null;
  const observed: Element[] = [];
  (globalThis as { ResizeObserver?: unknown }).ResizeObserver = class {
    constructor(callback: () => void) {
      changed = callback;
    }
    observe(element: Element) {
      observed.push(element);
    }
  };
  new Function(FOCUS_IN_VIEW_SCRIPT)();
  expect(observed).toEqual([document.documentElement]);
  return changed!;
}

/** A focusable stop drawn at `top` (24 px tall), whose scrolling into view is recorded. */
function stop(top: number) {
  const button = document.createElement('button');
  document.body.append(button);
  button.getBoundingClientRect = () => ({ top, bottom: top + 24 }) as DOMRect;
  button.scrollIntoView = jest.fn();
  return button;
}

afterEach(() => {
  document.body.innerHTML = '';
  delete (globalThis as { ResizeObserver?: unknown }).ResizeObserver;
});

test('a stop pushed off the screen after the focus came to it is scrolled back into view, the nearest way', () => {
  const changed = install();
  const button = stop(window.innerHeight + 400);
  button.focus();
  changed();
  expect(button.scrollIntoView).toHaveBeenCalledWith({ block: 'nearest' });
});

test('a stop still on the screen is left where it is', () => {
  const changed = install();
  const button = stop(100);
  button.focus();
  changed();
  expect(button.scrollIntoView).not.toHaveBeenCalled();
});

test.each([
  ['a wheel', () => window.dispatchEvent(new Event('wheel'))],
  ['a touch', () => window.dispatchEvent(new Event('touchstart'))],
  ['a key other than Tab', () => window.dispatchEvent(new KeyboardEvent('keydown', { key: 'PageDown' }))],
])('once the visitor scrolls (%s), the focus is theirs to leave off the screen', (_, scroll) => {
  const changed = install();
  const button = stop(window.innerHeight + 400);
  button.focus();
  scroll();
  changed();
  expect(button.scrollIntoView).not.toHaveBeenCalled();
});

test('Tab keeps it: the next stop is held in view in its turn', () => {
  const changed = install();
  stop(100).focus();
  window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab' }));
  const next = stop(-300);
  next.focus();
  changed();
  expect(next.scrollIntoView).toHaveBeenCalled();
});

test('without ResizeObserver the script does nothing, and fails nothing', () => {
  expect(() => new Function(FOCUS_IN_VIEW_SCRIPT)()).not.toThrow();
});

test('the rule: off the screen above or below, not when any part shows', () => {
  expect(offScreen({ top: -30, bottom: 0 }, 844)).toBe(true);
  expect(offScreen({ top: 844, bottom: 870 }, 844)).toBe(true);
  expect(offScreen({ top: -10, bottom: 14 }, 844)).toBe(false);
  expect(offScreen({ top: 830, bottom: 854 }, 844)).toBe(false);
});
