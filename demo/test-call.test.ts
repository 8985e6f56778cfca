import { existsSync } from 'node:fs';
import { withDemoData } from './test-call';

let folder = '';

describe('a suite with demo data of its own (withDemoData)', () => {
  withDemoData('with-demo-data-');
  it('has a folder of its own while it runs', () => {
    folder = process.env.DEMO_DATA_DIR ?? '';
    expect(folder).toContain('with-demo-data-');
    expect(existsSync(folder)).toBe(true);
  });
});

// After the suite's own afterAll: its folder is gone (each run left one in the system's temporary folder).
afterAll(() => {
  expect(folder).not.toBe('');
  expect(existsSync(folder)).toBe(false);
});
