/** @jest-environment jsdom */
import { settleCancelledMotions } from './settle-motions';

function element(className: string) {
  const el = document.createElement('div');
  el.className = className;
  document.body.append(el);
  const ends: Event[] = [];
  el.addEventListener('transitionend', (event) => ends.push(event));
  el.addEventListener('animationend', (event) => ends.push(event));
  return { el, ends };
}

function cancel(el: Element, type = 'transitioncancel') {
  el.dispatchEvent(new Event(type, { bubbles: true }));
}

describe('settleCancelledMotions', () => {
  let stop: () => void;
  beforeEach(() => {
    stop = settleCancelledMotions(document);
  });
  afterEach(() => {
    stop();
    document.body.replaceChildren();
  });

  it.each(['leave', 'appear', 'enter'])('ends a cancelled %s motion on the element itself', (phase) => {
    const { el, ends } = element(`ant-image-preview ant-image-preview-fade-${phase} ant-image-preview-fade-${phase}-active`);
    cancel(el);
    expect(ends.map(({ type, target, bubbles }) => ({ type, target, bubbles }))).toEqual([
      { type: 'transitionend', target: el, bubbles: false },
    ]);
  });

  it('answers a cancelled animation with animationend', () => {
    const { el, ends } = element('ant-message-notice ant-message-fade-leave ant-message-fade-leave-active');
    cancel(el, 'animationcancel');
    expect(ends.map((event) => event.type)).toEqual(['animationend']);
  });

  it('leaves elements that are not in an active motion state alone', () => {
    for (const className of [
      'ant-image-preview ant-image-preview-fade-leave ant-image-preview-fade-leave-start',
      'ant-btn',
      'x-leave-active-ish',
    ]) {
      const { el, ends } = element(className);
      cancel(el);
      expect(ends).toHaveLength(0);
    }
  });

  it('waits when another transition still runs on the element (a retargeted one ends by itself)', () => {
    const { el, ends } = element('ant-message-notice ant-message-fade-leave ant-message-fade-leave-active');
    el.getAnimations = () => [{ playState: 'running', pending: false } as Animation];
    cancel(el);
    expect(ends).toHaveLength(0);
    el.getAnimations = () => [{ playState: 'idle', pending: true } as Animation];
    cancel(el);
    expect(ends).toHaveLength(0);
    el.getAnimations = () => [{ playState: 'finished', pending: false } as Animation];
    cancel(el);
    expect(ends).toHaveLength(1);
  });

  it('stops listening when stopped', () => {
    stop();
    const { el, ends } = element('x-fade-leave x-fade-leave-active');
    cancel(el);
    expect(ends).toHaveLength(0);
  });
});
