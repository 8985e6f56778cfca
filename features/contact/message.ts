/**
 * Limits and topics of the contact message (web/submit_message), shared by the form in the browser and
 * the schema in ./contract.ts. No zod here: the contact form imports this file, and visitors' phones should not
 * download a validation library for five limits.
 */
export const MESSAGE_TOPICS = ['sales', 'support', 'sample', 'investor', 'other'] as const;
export type MessageTopic = (typeof MESSAGE_TOPICS)[number];

export const MESSAGE_LIMITS = { name: 32, company: 64, phone: 20, email: 128, content: { min: 10, max: 1000 }, code: 16 } as const;

export { PHONE_PATTERN } from '@/lib/backend/phone';

export type MessageFields = {
  name: string;
  company?: string;
  phone?: string;
  email: string;
  topic: MessageTopic;
  content: string;
  verify_code: string;
};

/**
 * The web/submit_message payload of the form's fields: text trimmed, and blank optional fields (company,
 * phone) left out rather than sent as "" (docs/backend-api.md).
 */
export function messagePayload(fields: MessageFields, verifyKey: string): Record<string, string> {
  const payload: Record<string, string> = {
    name: fields.name.trim(),
    email: fields.email.trim(),
    topic: fields.topic,
    content: fields.content.trim(),
    verify_key: verifyKey,
    verify_code: fields.verify_code.trim(),
  };
  for (const key of ['company', 'phone'] as const) {
    const value = fields[key]?.trim();
    if (value) payload[key] = value;
  }
  return payload;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * What the confirmation shows of a message's `id` (docs/backend-api.md, `web/submit_message`): a UUID's first eight
 * characters, in capitals (what the demo sends is too long to read out); any other id, a backend's own reference
 * (`MSG-20261124-7Q2M`), as it is, at most 40 characters.
 */
export const messageReference = (id: string) => (UUID.test(id) ? id.slice(0, 8).toUpperCase() : id.slice(0, 40));
