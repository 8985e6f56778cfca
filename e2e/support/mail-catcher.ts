/**
 * A real SMTP listener for the end-to-end suite (issue 25: the alerts' mail round trip). It takes (smtp-listener.ts)
 * every mail the demo backend sends (SMTP_URL=smtp://127.0.0.1:MAIL_SMTP_PORT), mailparser reads it, and
 * `GET /messages?to=<address>` answers what that address received, oldest first, as JSON. Loopback only,
 * no authentication, no TLS: a test fixture, never a mail server.
 */
import { createServer } from 'node:http';
import { smtpListener } from '../../scripts/support/smtp-listener';
import { MAIL_API, MAIL_SMTP_PORT } from './servers';

/** A mail as `GET /messages` answers it. */
export type Received = {
  to: string[];
  from: string;
  subject: string;
  text: string;
  listUnsubscribe: string;
  headers: Record<string, string>;
  /** Text attachments (an export), by name and content. */
  attachments: { filename: string; content: string }[];
};

const received: Received[] = [];
/** Never more than this many kept: the suite sends a handful. */
const KEPT = 1000;

void smtpListener(MAIL_SMTP_PORT, (mail, to) => {
  received.push({
    to,
    from: mail.from?.text ?? '',
    subject: mail.subject ?? '',
    text: mail.text ?? '',
    listUnsubscribe: mail.headerLines.find((header) => header.key === 'list-unsubscribe')?.line ?? '',
    headers: {
      'list-unsubscribe-post': (mail.headerLines.find((header) => header.key === 'list-unsubscribe-post')?.line ?? '').replace(
        /^[^:]*:\s*/,
        '',
      ),
    },
    attachments: mail.attachments.map((attachment) => ({
      filename: attachment.filename ?? '',
      content: attachment.content.toString('utf8'),
    })),
  });
  if (received.length > KEPT) received.shift();
}).listen();

createServer((request, response) => {
  const url = new URL(request.url ?? '/', MAIL_API);
  if (url.pathname === '/health') {
    response.end('ok');
    return;
  }
  if (url.pathname === '/messages') {
    const to = (url.searchParams.get('to') ?? '').toLowerCase();
    response.setHeader('content-type', 'application/json');
    response.end(JSON.stringify(received.filter((mail) => mail.to.includes(to))));
    return;
  }
  response.statusCode = 404;
  response.end();
}).listen(Number(new URL(MAIL_API).port), '127.0.0.1');
