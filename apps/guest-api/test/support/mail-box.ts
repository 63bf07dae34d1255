import { simpleParser, type ParsedMail } from 'mailparser';
import { createTransport, type Transporter } from 'nodemailer';
import { SMTPServer } from 'smtp-server';

/**
 * A real SMTP server in the test process (smtp-server), each message parsed as a mail client
 * would (mailparser): what a guest's mailbox receives.
 */
export interface MailBox {
  port: number;
  received: ParsedMail[];
  /** A nodemailer transport to this server. */
  transport(): Transporter;
  /** Waits until `count` messages have arrived (or fails after `timeoutMs`). */
  waitFor(count: number, timeoutMs?: number): Promise<ParsedMail[]>;
  /** Messages to one address. */
  to(address: string): ParsedMail[];
  /** Stops listening (the server is "down"); `start` listens again on the same port. */
  stop(): Promise<void>;
  start(): Promise<void>;
}

function newServer(received: ParsedMail[], changed: () => void): SMTPServer {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          received.push(mail);
          changed();
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
  // A sender that dies mid-session (the crash test SIGKILLs one) resets its connection: a real
  // mail server carries on, and so does this one, instead of an unhandled ECONNRESET in the run.
  server.on('error', () => undefined);
  return server;
}

export async function openMailBox(port = 0): Promise<MailBox> {
  const received: ParsedMail[] = [];
  const waiters = new Set<() => void>();
  const changed = () => {
    for (const waiter of waiters) waiter();
  };
  let server = newServer(received, changed);
  const listen = (on: number) =>
    new Promise<number>((resolve, reject) => {
      server.once('error', reject);
      server.listen(on, '127.0.0.1', () => {
        const address = server.server.address();
        resolve(typeof address === 'object' && address ? address.port : on);
      });
    });
  const bound = await listen(port);
  return {
    port: bound,
    received,
    transport: () =>
      createTransport({ host: '127.0.0.1', port: bound, secure: false, ignoreTLS: true }),
    waitFor(count, timeoutMs = 15_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          if (received.length < count) return;
          waiters.delete(check);
          clearTimeout(timer);
          resolve(received);
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`${received.length} of ${count} messages arrived`));
        }, timeoutMs);
        waiters.add(check);
        check();
      });
    },
    to: (address) =>
      received.filter((mail) =>
        (Array.isArray(mail.to) ? mail.to : mail.to ? [mail.to] : []).some((to) =>
          to.value.some((value) => value.address === address),
        ),
      ),
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
    async start() {
      server = newServer(received, changed);
      await listen(bound);
    },
  };
}
