// Stands in for `server-only` in Jest, where there is no React Server Components bundler.
export {};
