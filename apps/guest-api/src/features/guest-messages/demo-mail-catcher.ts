import type { FastifyInstance } from 'fastify';
import { simpleParser, type ParsedMail } from 'mailparser';
import { createTransport, type Transporter } from 'nodemailer';
import { SMTPServer } from 'smtp-server';

/** The demo's e-mails kept at most (the oldest go first). */
const KEPT = 500;

interface CaughtMail {
  id: number;
  at: string;
  to: string;
  subject: string;
  html: string;
  text: string;
}

/**
 * The demo's mail server (`npm start` without SMTP_URL): a real SMTP server (smtp-server) on the
 * loopback address that the sender hands every e-mail to, as it would a hotel's; each is parsed
 * (mailparser) and shown at `/demo-mail/` as the guest would read it.
 */
export interface DemoMailCatcher {
  transport: Transporter;
  mails: CaughtMail[];
  close(): Promise<void>;
}

function addressesOf(mail: ParsedMail): string {
  const to = Array.isArray(mail.to) ? mail.to : mail.to ? [mail.to] : [];
  return to.map((address) => address.text).join(', ');
}

export async function startDemoMailCatcher(): Promise<DemoMailCatcher> {
  const mails: CaughtMail[] = [];
  let next = 1;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          mails.unshift({
            id: next++,
            at: new Date().toISOString(),
            to: addressesOf(mail),
            subject: mail.subject ?? '',
            html: typeof mail.html === 'string' ? mail.html : '',
            text: mail.text ?? '',
          });
          mails.length = Math.min(mails.length, KEPT);
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
  const port = await new Promise<number>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.server.address();
      resolve(typeof address === 'object' && address ? address.port : 0);
    });
  });
  return {
    transport: createTransport({
      host: '127.0.0.1',
      port,
      secure: false,
      ignoreTLS: true,
      pool: true,
    }),
    mails,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

/** `/demo-mail/`: the demo's e-mails, newest first; `/demo-mail/:id` one as the guest sees it. */
export function registerDemoMailRoutes(app: FastifyInstance, catcher: DemoMailCatcher): void {
  app.get('/demo-mail/', async (_request, reply) => {
    const rows = catcher.mails
      .map(
        (mail) =>
          `<tr><td>${escapeHtml(mail.at.slice(0, 19).replace('T', ' '))}</td><td>${escapeHtml(mail.to)}</td><td><a href="/demo-mail/${mail.id}">${escapeHtml(mail.subject)}</a></td></tr>`,
      )
      .join('');
    return reply
      .header('Cache-Control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(
        `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>Demo e-mails</title></head><body style="font-family:sans-serif"><h1>Demo e-mails</h1><p>What the hotel's guests would receive (kept in memory, newest first; reload for new ones).</p>${rows ? `<table><thead><tr><th scope="col">Sent (UTC)</th><th scope="col">To</th><th scope="col">Subject</th></tr></thead><tbody>${rows}</tbody></table>` : '<p>No e-mail yet: create a reservation in the staff console.</p>'}</body></html>`,
      );
  });
  app.get<{ Params: { id: string } }>('/demo-mail/:id', async (request, reply) => {
    const mail = catcher.mails.find((caught) => String(caught.id) === request.params.id);
    if (!mail) return reply.code(404).send({ code: 'NOT_FOUND', message: 'Not found' });
    return reply
      .header('Cache-Control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(mail.html || `<pre>${escapeHtml(mail.text)}</pre>`);
  });
}
