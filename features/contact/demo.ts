/** Durable store of contact-form messages (web/submit_message): `$DEMO_DATA_DIR/messages.jsonl` (./jsonl-file.ts). */
import { randomUUID } from 'node:crypto';
import { jsonlFile } from './jsonl-file';

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

const messages = jsonlFile<StoredMessage>('messages');

export function saveMessage(fields: Omit<StoredMessage, 'id' | 'created_at'>, now = new Date()): Promise<StoredMessage> {
  return messages.append({ id: randomUUID(), created_at: now.toISOString(), ...fields });
}

export const readMessages = (): Promise<StoredMessage[]> => messages.readAll();
