/** Durable store of contact-form messages (web/submit_message): `$DEMO_DATA_DIR/messages.jsonl` (./jsonl-file.ts). */
import { randomUUID } from 'node:crypto';
import { jsonlFile } from '@/demo/jsonl-file';
import { verifyCaptcha } from '@/demo/captcha';
import { ok, refuse, REFUSALS, withRequest, type Handler } from '@/demo/handler-kit';
import { CONTACT_CALLS, MessageRequestSchema } from './contract';

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

const call = CONTACT_CALLS.submitMessage.name;

/** The feature's call as the demo backend answers it. */
export const contactHandlers = {
  [call]: withRequest(MessageRequestSchema, async (request, { lang }) => {
    if (!verifyCaptcha(request.verify_key, request.verify_code, call)) return refuse(REFUSALS.badCaptcha[lang]);
    const { verify_key: _key, verify_code: _code, ...fields } = request;
    const saved = await saveMessage(fields);
    return ok({ id: saved.id, created_at: saved.created_at });
  }),
} satisfies Record<typeof call, Handler>;
