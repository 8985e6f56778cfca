/** @jest-environment node */
import { cmsImageProps, isOptimizable } from './cms-image';

describe('cmsImageProps', () => {
  it('offers a raster image from the backend in widths, through the image optimizer', () => {
    const props = cmsImageProps({
      src: '/api/files/about-cover.jpg',
      alt: '封面',
      width: 1200,
      height: 600,
      sizes: '(max-width: 767px) 100vw, 560px',
    });
    expect(props.src).toMatch(/^\/_next\/image\?url=%2Fapi%2Ffiles%2Fabout-cover\.jpg&w=\d+&q=75$/);
    const widths = (props.srcSet ?? '').split(', ').map((candidate) => candidate.split(' ')[1]);
    expect(widths).toContain('640w');
    expect(widths).toContain('1200w');
    expect(props.srcSet).toContain('/_next/image?url=%2Fapi%2Ffiles%2Fabout-cover.jpg&w=640&q=75 640w');
    expect(props).toMatchObject({
      alt: '封面',
      width: 1200,
      height: 600,
      sizes: '(max-width: 767px) 100vw, 560px',
      loading: 'lazy',
      decoding: 'async',
    });
    expect(props).not.toHaveProperty('style');
  });

  it('gives a fixed-size image its 1x and 2x candidates', () => {
    const props = cmsImageProps({ src: '/api/files/leaders/1.png', alt: '', width: 120, height: 120 });
    expect(props.srcSet).toBe(
      '/_next/image?url=%2Fapi%2Ffiles%2Fleaders%2F1.png&w=128&q=75 1x, /_next/image?url=%2Fapi%2Ffiles%2Fleaders%2F1.png&w=256&q=75 2x',
    );
  });

  it.each([
    ['SVG (vector: nothing to resize)', '/api/files/logo.svg'],
    ['another host', 'https://cdn.example.com/a.jpg'],
    ['a query string', '/api/files/a.jpg?v=2'],
    ['not a backend file', '/icon.png'],
  ])('leaves %s as it is', (_, src) => {
    const props = cmsImageProps({ src, alt: '', width: 240, height: 150, sizes: '200px' });
    expect(props.src).toBe(src);
    expect(props.srcSet).toBeUndefined();
    expect(isOptimizable(src)).toBe(false);
  });

  it('loads the largest paint eagerly at high priority, a first-screen image eagerly, the rest lazily', () => {
    const image = { src: '/api/files/banner.jpg', alt: '', width: 1920, height: 720, sizes: '100vw' };
    expect(cmsImageProps({ ...image, priority: true })).toMatchObject({ loading: 'eager', fetchPriority: 'high' });
    const eager = cmsImageProps({ ...image, eager: true });
    expect(eager.loading).toBe('eager');
    expect(eager.fetchPriority).toBeUndefined();
    expect(cmsImageProps(image).loading).toBe('lazy');
  });
});
