/**
 * A real SMTP listener for tests (the e2e suite's mail catcher, the CMS's mail check): smtp-server takes every mail
 * sent to it, and mailparser hands each to `onMail` with the addresses it was sent to. Loopback only, no
 * authentication, no TLS: a test fixture, never a mail server.
 */
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export function smtpListener(port: number, onMail: (mail: ParsedMail, to: string[]) => void) {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((mail) => {
          onMail(
            mail,
            session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase()),
          );
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
  return {
    listen: () => new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve)),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
