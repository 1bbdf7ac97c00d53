// A real SMTP server (the smtp-server package) in the test process, for the mail tests: what it received, and
// ways to make it refuse, hold or fail a mail. Plus a certificate of its own for 127.0.0.1 (openssl), which the
// client trusts through `ca`.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SMTPServer, type SMTPServerOptions } from 'smtp-server';

export interface TestCertificate {
  key: string;
  cert: string;
}

/** A self-signed certificate for 127.0.0.1 and localhost, valid a day. */
export function testCertificate(): TestCertificate {
  const dir = mkdtempSync(path.join(tmpdir(), 'clipmarket-smtp-cert-'));
  try {
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'ec',
        '-pkeyopt',
        'ec_paramgen_curve:prime256v1',
        '-nodes',
        '-keyout',
        path.join(dir, 'key.pem'),
        '-out',
        path.join(dir, 'cert.pem'),
        '-days',
        '1',
        '-subj',
        '/CN=localhost',
        '-addext',
        'subjectAltName=IP:127.0.0.1,DNS:localhost',
      ],
      { stdio: 'ignore' },
    );
    return {
      key: readFileSync(path.join(dir, 'key.pem'), 'utf8'),
      cert: readFileSync(path.join(dir, 'cert.pem'), 'utf8'),
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** One mail the server accepted. */
export interface ReceivedMail {
  from: string;
  to: string[];
  /** The whole message as received (headers and body, CRLF). */
  raw: string;
  /** The session was TLS (implicit or after STARTTLS) when the mail was sent. */
  secure: boolean;
  /** The user that authenticated, if any. */
  user: string | undefined;
}

export interface TestSmtpServerOptions {
  certificate: TestCertificate;
  /** TLS from the start (smtps://). @default false */
  secure?: boolean;
  /** Offers STARTTLS. @default true */
  starttls?: boolean;
  /** Requires this user and password (only over TLS). @default none: no AUTH */
  auth?: { user: string; pass: string };
  /** Answers the first N messages' data with `451 try again later`. @default 0 */
  failFirst?: number;
  /** Refuses every recipient with `550 no such user`. */
  refuseRecipients?: boolean;
  /**
   * Called when a message's data has arrived; the reply waits for it (a test holds it to kill the sender), and
   * is `451`, the mail not taken, when it resolves `false`.
   */
  beforeReply?: () => Promise<boolean | void>;
}

export interface TestSmtpServer {
  port: number;
  /** `smtp://[user:pass@]127.0.0.1:port` or `smtps://…`. */
  url: string;
  received: ReceivedMail[];
  /** Messages whose data arrived, accepted or not. */
  attempts: () => number;
  /** Passwords a client sent (AUTH), right or wrong. */
  passwordsSeen: () => number;
  close(): Promise<void>;
}

export async function startTestSmtpServer(options: TestSmtpServerOptions): Promise<TestSmtpServer> {
  const received: ReceivedMail[] = [];
  let attempts = 0;
  let passwordsSeen = 0;
  const serverOptions: SMTPServerOptions = {
    secure: options.secure ?? false,
    key: options.certificate.key,
    cert: options.certificate.cert,
    logger: false,
    ...(options.auth
      ? {
          disabledCommands: options.starttls === false ? ['STARTTLS'] : [],
          // Without STARTTLS it takes a password in clear, as a careless (or an attacker's) server would.
          allowInsecureAuth: options.starttls === false,
          onAuth(auth, _session, callback) {
            passwordsSeen++;
            if (auth.username === options.auth!.user && auth.password === options.auth!.pass)
              callback(null, { user: auth.username });
            else callback(Object.assign(new Error('bad credentials'), { responseCode: 535 }));
          },
        }
      : {
          authOptional: true,
          disabledCommands: options.starttls === false ? ['AUTH', 'STARTTLS'] : ['AUTH'],
        }),
    onRcptTo(_address, _session, callback) {
      if (options.refuseRecipients) callback(Object.assign(new Error('no such user'), { responseCode: 550 }));
      else callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        attempts++;
        const reply = async () => {
          const taken = options.beforeReply ? await options.beforeReply() : true;
          if (taken === false || attempts <= (options.failFirst ?? 0)) {
            callback(Object.assign(new Error('try again later'), { responseCode: 451 }));
            return;
          }
          const from = session.envelope.mailFrom;
          received.push({
            from: from ? from.address : '',
            to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
            raw: Buffer.concat(chunks).toString('utf8'),
            secure: session.secure,
            user: typeof session.user === 'string' ? session.user : undefined,
          });
          callback();
        };
        void reply();
      });
    },
  };
  const server = new SMTPServer(serverOptions);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  const credentials = options.auth
    ? `${encodeURIComponent(options.auth.user)}:${encodeURIComponent(options.auth.pass)}@`
    : '';
  return {
    port,
    url: `${options.secure ? 'smtps' : 'smtp'}://${credentials}127.0.0.1:${port}`,
    received,
    attempts: () => attempts,
    passwordsSeen: () => passwordsSeen,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The body of a received text mail, decoded from its transfer encoding (7bit, quoted-printable or base64). */
export function bodyOf(mail: ReceivedMail): string {
  const [, ...rest] = mail.raw.split('\r\n\r\n');
  const body = rest.join('\r\n\r\n').replace(/\r\n$/, '');
  const encoding = headersOf(mail)
    .find((header) => /^content-transfer-encoding:/i.test(header))
    ?.split(':')[1]
    ?.trim()
    .toLowerCase();
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable')
    return Buffer.from(
      body
        .replace(/=\r\n/g, '')
        .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
      'latin1',
    ).toString('utf8');
  return body;
}

/** The headers of a received mail, one entry per header (folded lines joined). */
export function headersOf(mail: ReceivedMail): string[] {
  const head = mail.raw.split('\r\n\r\n')[0] ?? '';
  return head.replace(/\r\n[ \t]+/g, ' ').split('\r\n');
}
