/**
 * The contact form's part of the contract (docs/backend-api.md, `web/submit_message`): the message, guarded
 * by a captcha bound to the call, and what the backend answers. The form's limits and topics are in
 * ./message.ts, which the browser reads without zod.
 */
import { z } from 'zod';
import { isoDate } from '@/lib/backend/types';
import { MESSAGE_LIMITS, MESSAGE_TOPICS, PHONE_PATTERN } from './message';

export { CONTACT_CALLS } from './calls';

export const MessageRequestSchema = z.object({
  name: z.string().trim().min(1).max(MESSAGE_LIMITS.name),
  company: z.string().trim().max(MESSAGE_LIMITS.company).default(''),
  phone: z.string().trim().max(MESSAGE_LIMITS.phone).regex(PHONE_PATTERN, 'phone').default(''),
  email: z.string().trim().max(MESSAGE_LIMITS.email).pipe(z.email()),
  topic: z.enum(MESSAGE_TOPICS),
  content: z.string().trim().min(MESSAGE_LIMITS.content.min).max(MESSAGE_LIMITS.content.max),
  verify_key: z.string().min(1).max(128),
  verify_code: z.string().min(1).max(MESSAGE_LIMITS.code),
});
export type MessageRequest = z.input<typeof MessageRequestSchema>;

export const MessageResultSchema = z.object({ id: z.string().min(1), created_at: isoDate });
export type MessageResult = z.output<typeof MessageResultSchema>;
