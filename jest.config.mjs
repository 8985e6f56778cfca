import nextJest from 'next/jest.js';

const createJestConfig = nextJest({ dir: './' });

/** Unit and component tests. Browser-level tests live in e2e/ and run with Playwright. */
export default createJestConfig({
  testEnvironment: 'jsdom',
  setupFilesAfterEnv: ['<rootDir>/tests/support/jest.setup.ts'],
  moduleNameMapper: {
    '^server-only$': '<rootDir>/tests/support/empty-module.ts',
    '^@/(.*)$': '<rootDir>/$1',
  },
  testPathIgnorePatterns: ['/node_modules/', '/e2e/', '/.next/'],
  collectCoverageFrom: ['lib/**/*.{ts,tsx}', 'components/**/*.{ts,tsx}', 'demo/**/*.ts', '!**/*.d.ts'],
});
