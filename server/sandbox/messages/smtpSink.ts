import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer, type SMTPServerDataStream } from 'smtp-server';
import type { Database } from '../../db/database.ts';
import { MESSAGES_SANDBOX_CREDENTIALS } from '../../messages/config.ts';
import { sameSecret } from '../../payments/signing.ts';
import { sandboxId } from '../ids.ts';
import { storeReceived } from '../../repo/sandboxMessages.ts';

/**
 * The sandbox's mail server: real SMTP on a local port, with the sandbox's login, so that the
 * adapter under test is the one production uses. Each mail is read back with mailparser and
 * stored as the customer's mailbox would show it. A second mail with a Message-ID already stored
 * is taken and shown once, as mail clients do.
 */

/** A mail larger than this is refused (552), as a mailbox's limit. */
const MAX_MAIL_BYTES = 25 * 1024 * 1024;

/** Text a column can hold: no NUL. */
const storable = (s: string) => s.replaceAll('\u0000', '');

const smtpError = (message: string, responseCode: number) => Object.assign(new Error(message), { responseCode });

export interface SmtpSink {
  port: number;
  stop(): Promise<void>;
}

async function storeMail(db: Database, now: () => Date, stream: SMTPServerDataStream, recipients: string[]): Promise<void> {
  const mail = await simpleParser(stream);
  if (stream.sizeExceeded) throw smtpError(`Message too large: at most ${MAX_MAIL_BYTES} bytes`, 552);
  await storeReceived(
    db,
    {
      channel: 'email',
      recipient: storable(recipients.join(', ')),
      subject: storable(mail.subject ?? ''),
      body: storable(mail.text ?? ''),
      html: storable(typeof mail.html === 'string' ? mail.html : ''),
      attachments: mail.attachments.map((a) => ({ filename: storable(a.filename ?? 'unnamed'), size: a.size })),
      providerId: storable(mail.messageId ?? `<${sandboxId('sandbox-')}@sandbox.localhost>`),
      callbackData: '',
      status: 'received',
    },
    now(),
  );
}

/** Starts the sink on 127.0.0.1 (`port` 0: a free one). */
export function startSmtpSink(o: { db: Database; now: () => Date; port?: number }): Promise<SmtpSink> {
  const { user, pass } = MESSAGES_SANDBOX_CREDENTIALS.smtp;
  const server = new SMTPServer({
    secure: false,
    // A local sink: no TLS to set up, and the login is taken over plain text (it is the sandbox's).
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    authMethods: ['PLAIN', 'LOGIN'],
    size: MAX_MAIL_BYTES,
    banner: 'Messages sandbox',
    logger: false,
    onAuth(auth, _session, callback) {
      if (sameSecret(auth.username, user) && sameSecret(auth.password, pass)) return callback(null, { user: auth.username });
      callback(smtpError('Authentication credentials invalid', 535));
    },
    onData(stream, session, callback) {
      const recipients = session.envelope.rcptTo.map((a) => a.address);
      storeMail(o.db, o.now, stream, recipients).then(
        () => callback(),
        (err: Error & { responseCode?: number }) => {
          stream.resume();
          callback(err.responseCode ? err : smtpError(`The sandbox could not store it: ${err.message}`, 451));
        },
      );
    },
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(o.port ?? 0, '127.0.0.1', () => {
      server.off('error', reject);
      // An error on a client's connection is that client's: logged, the sink goes on.
      server.on('error', (err) => console.warn(`messages sandbox SMTP: ${err.message}`));
      resolve({
        port: (server.server.address() as AddressInfo).port,
        stop: () => new Promise<void>((done) => server.close(() => done())),
      });
    });
  });
}
