import { FIRST_INTERACTION_EVENTS, onFirstInteraction } from './on-first-interaction';

describe("a task kept for the visitor's first interaction", () => {
  it.each(FIRST_INTERACTION_EVENTS)('runs on the first %s, once, whatever follows', (type) => {
    const task = jest.fn();
    onFirstInteraction(task);
    expect(task).not.toHaveBeenCalled();
    window.dispatchEvent(new Event(type));
    for (const other of FIRST_INTERACTION_EVENTS) window.dispatchEvent(new Event(other));
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('does not run on what happens by itself while a page loads: a scroll, a resize, focus', () => {
    const task = jest.fn();
    const stop = onFirstInteraction(task);
    for (const type of ['scroll', 'resize', 'focus', 'load', 'click']) window.dispatchEvent(new Event(type));
    expect(task).not.toHaveBeenCalled();
    stop();
  });

  it('hears the event before the page can stop it, and never blocks its default', () => {
    const task = jest.fn();
    const button = document.body.appendChild(document.createElement('button'));
    button.addEventListener('pointerdown', (event) => event.stopPropagation());
    const added = jest.spyOn(window, 'addEventListener');
    onFirstInteraction(task);
    expect(added).toHaveBeenCalledWith('pointerdown', expect.any(Function), { capture: true, passive: true });
    button.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(task).toHaveBeenCalledTimes(1);
    added.mockRestore();
    button.remove();
  });

  it('never runs once removed', () => {
    const task = jest.fn();
    onFirstInteraction(task)();
    window.dispatchEvent(new Event('keydown'));
    expect(task).not.toHaveBeenCalled();
  });
});
