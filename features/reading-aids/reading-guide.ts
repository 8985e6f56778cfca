/**
 * The reading guide (阅读辅助线): a line across the page that follows the pointer, or the focused element for
 * a keyboard, so the eye keeps its line. Drawn by one fixed element; moving it costs no layout.
 */
let line: HTMLDivElement | null = null;

const place = (y: number) => {
  if (line) line.style.transform = `translateY(${Math.round(y)}px)`;
};
const onPointer = (event: PointerEvent) => place(event.clientY);
const onFocus = (event: FocusEvent) => {
  const target = event.target;
  if (target instanceof HTMLElement) {
    const box = target.getBoundingClientRect();
    place(box.bottom + 2);
  }
};

export function startGuide(): void {
  if (line) return;
  line = document.createElement('div');
  line.setAttribute('aria-hidden', 'true');
  line.className = 'reading-guide';
  line.dataset.testid = 'reading-guide';
  document.body.append(line);
  place(window.innerHeight / 2);
  window.addEventListener('pointermove', onPointer, { passive: true });
  document.addEventListener('focusin', onFocus);
}

export function stopGuide(): void {
  line?.remove();
  line = null;
  window.removeEventListener('pointermove', onPointer);
  document.removeEventListener('focusin', onFocus);
}
