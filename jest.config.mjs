import nextJest from 'next/jest.js';

const createJestConfig = nextJest({ dir: './' });

/** Unit and component tests. Browser-level tests live in e2e/ and run with Playwright. */
const config = createJestConfig({
  testEnvironment: 'jsdom',
  setupFilesAfterEnv: ['<rootDir>/tests/support/jest.setup.ts'],
  moduleNameMapper: {
    '^server-only$': '<rootDir>/tests/support/empty-module.ts',
    '^@/(.*)$': '<rootDir>/$1',
  },
  testPathIgnorePatterns: ['/node_modules/', '/e2e/', '/.next/', '<rootDir>/cms/'],
  modulePathIgnorePatterns: ['<rootDir>/cms/'],
  collectCoverageFrom: ['lib/**/*.{ts,tsx}', 'components/**/*.{ts,tsx}', 'demo/**/*.ts', '!**/*.d.ts'],
});

/**
 * next-intl, use-intl and chrome-launcher ship ES modules only: Jest transforms them like the project's own code (next/jest
 * already does so for Next.js' own client modules, whose pattern this extends).
 */
const TRANSFORMED = [
  'feed',
  'xml-js',
  'd3-[a-z-]+',
  'internmap',
  'next-intl',
  'use-intl',
  'icu-minify',
  '@formatjs',
  'intl-messageformat',
  'tslib',
  'geist',
  'next/dist/client',
  'next/dist/shared/lib',
  // The bench's Chromium launcher (scripts/support/lighthouse.ts), tested for what it leaves behind.
  'chrome-launcher',
  'lighthouse-logger',
];

const jestConfig = async () => {
  const resolved = await config();
  return {
    ...resolved,
    transformIgnorePatterns: [
      `/node_modules/(?!(${TRANSFORMED.join('|')})/)`,
      ...resolved.transformIgnorePatterns.filter((pattern) => !pattern.startsWith('/node_modules')),
    ],
  };
};

export default jestConfig;
