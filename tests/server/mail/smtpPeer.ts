// A real SMTP server on 127.0.0.1 for the mail tests: authentication required (user `mailer`),
// every accepted message kept. `state` changes its mind mid-test: the password it accepts and the
// recipients it refuses.
import { SMTPServer } from 'smtp-server';
import { freePort } from '../auth/authServer';

export interface ReceivedMail {
  to: string[];
  subject: string;
  text: string;
}

/** The plain-text part of a message from nodemailer (7bit or quoted-printable). */
function bodyText(raw: string): string {
  const split = raw.indexOf('\r\n\r\n');
  const head = raw.slice(0, split);
  const body = raw.slice(split + 4);
  if (!/content-transfer-encoding:\s*quoted-printable/i.test(head)) return body;
  const bytes = body.replace(/=\r\n/g, '').replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

export async function startSmtpPeer() {
  const port = await freePort();
  const received: ReceivedMail[] = [];
  const state = { password: 'right-secret', refuse: new Set<string>() };
  const server = new SMTPServer({
    authMethods: ['PLAIN', 'LOGIN'],
    allowInsecureAuth: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === 'mailer' && auth.password === state.password) return callback(null, { user: auth.username });
      callback(Object.assign(new Error('Authentication failed'), { responseCode: 535 }));
    },
    onRcptTo(address, _session, callback) {
      if (state.refuse.has(address.address)) return callback(Object.assign(new Error('No such mailbox here'), { responseCode: 550 }));
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('latin1');
        const subject = /^Subject: (.*)$/im.exec(raw)?.[1] ?? '';
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), subject, text: bodyText(raw) });
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  return {
    received,
    state,
    url: (password = 'right-secret') => `smtp://mailer:${password}@127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type SmtpPeer = Awaited<ReturnType<typeof startSmtpPeer>>;
