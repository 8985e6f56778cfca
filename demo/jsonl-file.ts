/**
 * A durable list of the demo backend's records (contact messages, sample requests): one JSON line per
 * record appended to `$DEMO_DATA_DIR/<name>.jsonl` (default `.demo-data/`), so they survive a restart.
 * Appends are serialised through one promise chain so concurrent submissions never interleave their lines.
 */
import { appendFile, mkdir, readFile } from 'node:fs/promises';
import path from 'node:path';

/** Where the demo keeps what it writes: `$DEMO_DATA_DIR`, else `.demo-data/`. */
export function dataDir(): string {
  const configured = process.env.DEMO_DATA_DIR;
  // A run-time directory, not a source file: the ignore comment keeps the bundler from tracing it.
  return configured ? path.resolve(/*turbopackIgnore: true*/ configured) : path.join(process.cwd(), '.demo-data');
}

export function jsonlFile<T>(name: string) {
  const file = () => path.join(dataDir(), `${name}.jsonl`);
  let queue: Promise<unknown> = Promise.resolve();
  return {
    append(record: T): Promise<T> {
      const write = queue.then(async () => {
        await mkdir(dataDir(), { recursive: true });
        await appendFile(file(), `${JSON.stringify(record)}\n`, 'utf8');
        return record;
      });
      queue = write.catch(() => undefined);
      return write;
    },
    async readAll(): Promise<T[]> {
      try {
        const text = await readFile(file(), 'utf8');
        return text
          .split('\n')
          .filter((line) => line.trim() !== '')
          .map((line) => JSON.parse(line) as T);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
        throw error;
      }
    },
  };
}
