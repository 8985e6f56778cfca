/**
 * Durable store of contact-form messages (web/submit_message): one JSON line per message appended to
 * `$DEMO_DATA_DIR/messages.jsonl` (default `.demo-data/`), so messages survive a restart. Appends are
 * serialised through one promise chain so concurrent submissions never interleave their lines.
 */
import { appendFile, mkdir, readFile } from 'node:fs/promises';
import { randomUUID } from 'node:crypto';
import path from 'node:path';

export type StoredMessage = {
  id: string;
  created_at: string;
  name: string;
  company: string;
  phone: string;
  email: string;
  topic: string;
  content: string;
};

function dataDir(): string {
  const configured = process.env.DEMO_DATA_DIR;
  // A run-time directory, not a source file: the ignore comment keeps the bundler from tracing it.
  return configured ? path.resolve(/*turbopackIgnore: true*/ configured) : path.join(process.cwd(), '.demo-data');
}

export function messagesFile(): string {
  return path.join(dataDir(), 'messages.jsonl');
}

let queue: Promise<unknown> = Promise.resolve();

export function saveMessage(fields: Omit<StoredMessage, 'id' | 'created_at'>, now = new Date()): Promise<StoredMessage> {
  const message: StoredMessage = { id: randomUUID(), created_at: now.toISOString(), ...fields };
  const write = queue.then(async () => {
    await mkdir(dataDir(), { recursive: true });
    await appendFile(messagesFile(), `${JSON.stringify(message)}\n`, 'utf8');
    return message;
  });
  queue = write.catch(() => undefined);
  return write;
}

export async function readMessages(): Promise<StoredMessage[]> {
  try {
    const text = await readFile(messagesFile(), 'utf8');
    return text
      .split('\n')
      .filter((line) => line.trim() !== '')
      .map((line) => JSON.parse(line) as StoredMessage);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}
