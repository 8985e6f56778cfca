/**
 * ESLint (flat config): Next.js' rules (React, hooks, accessibility, Core Web Vitals) and typescript-eslint's
 * recommended rules (through eslint-config-next/typescript); layout is Prettier's (.prettierrc.json), so
 * eslint-config-prettier turns off the rules about it. `npm run lint`; `npm test` runs it.
 */
import { defineConfig, globalIgnores } from 'eslint/config';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTypeScript from 'eslint-config-next/typescript';
import prettier from 'eslint-config-prettier/flat';

export default defineConfig([
  ...nextVitals,
  ...nextTypeScript,
  {
    files: ['**/*.{js,jsx,mjs,ts,tsx,mts,cts}'],
    rules: {
      // Images are plain <img> and <picture> markup with the optimizer's attributes from getImageProps
      // (lib/cms-image.ts), Next.js' documented way for them: no client component per image, and art
      // direction keeps its <source>s. Captchas are data: URLs.
      '@next/next/no-img-element': 'off',
      // A leading underscore marks what is left out on purpose (a field dropped from a copy, say).
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true }],
    },
  },
  {
    // pino-pretty is loaded only when the pretty log format is asked for (lib/core/log.ts).
    files: ['lib/core/log.ts'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // Playwright's fixtures call their own `use`, not React's.
    files: ['e2e/**'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
  {
    // Tests reshape backend answers (JSON) freely to build the case they need.
    files: ['e2e/**', '**/*.test.ts', '**/*.test.tsx', 'tests/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    files: ['**/*.cjs'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  prettier,
  globalIgnores([
    '.next/**',
    'dist/**',
    'reports/**',
    'test-results/**',
    'playwright-report/**',
    'coverage/**',
    'e2e/.data/**',
    'e2e/.logs/**',
    'next-env.d.ts',
    // The CMS's build and data, and what Payload generates for it.
    'cms/.next/**',
    'cms/data/**',
    'cms/next-env.d.ts',
    'cms/src/app/(payload)/**',
    'cms/src/payload-types.ts',
    'cms/src/migrations/**',
    'cms/src/migrations-postgres/**',
  ]),
]);
