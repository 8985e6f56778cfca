import { nearestSlide, neighbour } from './carousel-steps';

describe("the banner carousel's steps", () => {
  it('reads the slide in view from the scroll position, the nearest when between two', () => {
    expect(nearestSlide(0, 390, 3)).toBe(0);
    expect(nearestSlide(390, 390, 3)).toBe(1);
    expect(nearestSlide(194, 390, 3)).toBe(0);
    expect(nearestSlide(196, 390, 3)).toBe(1);
    expect(nearestSlide(780.4, 390, 3)).toBe(2);
  });

  it('stays within the slides, and reads the first when the row has no width yet', () => {
    expect(nearestSlide(5000, 390, 3)).toBe(2);
    expect(nearestSlide(-40, 390, 3)).toBe(0);
    expect(nearestSlide(390, 0, 3)).toBe(0);
    expect(nearestSlide(390, Number.NaN, 3)).toBe(0);
    expect(nearestSlide(390, 390, 0)).toBe(0);
  });

  it('joins the ends: after the last comes the first, before the first the last', () => {
    expect(neighbour(0, 1, 3)).toBe(1);
    expect(neighbour(2, 1, 3)).toBe(0);
    expect(neighbour(0, -1, 3)).toBe(2);
    expect(neighbour(1, -1, 3)).toBe(0);
    expect(neighbour(0, 1, 1)).toBe(0);
    expect(neighbour(0, 1, 0)).toBe(0);
  });
});
