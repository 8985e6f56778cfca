/** Runs once when the server starts; the Node.js part lives in its own module (Next.js' pattern). */
export async function register() {
  if (process.env.NEXT_RUNTIME === 'nodejs') await import('./lib/server/startup-check');
}
