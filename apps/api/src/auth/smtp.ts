import { randomBytes } from 'node:crypto';
import net from 'node:net';
import tls from 'node:tls';

/** A plain-text mail for SMTP. */
export interface SmtpMessage {
  from: string;
  to: string;
  subject: string;
  text: string;
}

export interface SmtpOptions {
  /** Gives up after this long without an answer. @default 15000 */
  timeoutMs?: number;
  /** Extra TLS options (e.g. `ca` for a private server). */
  tls?: tls.ConnectionOptions;
}

interface Reply {
  code: number;
  text: string;
}

/** The address of `Name <address>` or a bare address; refuses anything that could break the envelope. */
function envelopeAddress(text: string): string {
  const address = (/<([^<>]+)>\s*$/.exec(text)?.[1] ?? text).trim();
  if (!/^[^\s<>@]+@[^\s<>@]+$/.test(address)) throw new Error(`Not a mail address: ${JSON.stringify(text)}`);
  return address;
}

/** A header value on one line, RFC 2047-encoded when it is not plain ASCII. */
function headerValue(text: string): string {
  const line = text.replace(/[\r\n]+/g, ' ');
  return /^[\x20-\x7e]*$/.test(line) ? line : `=?UTF-8?B?${Buffer.from(line, 'utf8').toString('base64')}?=`;
}

/** The message as sent after DATA: headers, a base64 body in 76-character lines, CRLF line ends. */
export function formatMessage(message: SmtpMessage, date = new Date()): string {
  const domain = envelopeAddress(message.from).split('@')[1];
  const body = (
    Buffer.from(message.text.replace(/\r?\n/g, '\r\n'), 'utf8')
      .toString('base64')
      .match(/.{1,76}/g) ?? []
  ).join('\r\n');
  return [
    `From: ${headerValue(message.from)}`,
    `To: ${headerValue(message.to)}`,
    `Subject: ${headerValue(message.subject)}`,
    `Date: ${date.toUTCString()}`,
    `Message-ID: <${randomBytes(12).toString('hex')}@${domain}>`,
    'MIME-Version: 1.0',
    'Content-Type: text/plain; charset=utf-8',
    'Content-Transfer-Encoding: base64',
    '',
    body,
  ].join('\r\n');
}

/** Reads SMTP replies (multi-line ones joined) from a socket that can be swapped for its TLS upgrade. */
class Conversation {
  private buffer = '';
  private lines: string[] = [];
  private replies: Reply[] = [];
  private waiting: { resolve: (reply: Reply) => void; reject: (error: Error) => void } | null = null;
  private failure: Error | null = null;
  private socket!: net.Socket;
  private readonly onData = (chunk: string) => this.receive(chunk);
  private readonly onError = (error: Error) => this.fail(error);
  private readonly onClose = () => this.fail(new Error('The SMTP server closed the connection.'));

  constructor(
    socket: net.Socket,
    private readonly timeoutMs: number,
  ) {
    this.attach(socket);
  }

  attach(socket: net.Socket): void {
    this.socket = socket;
    socket.setEncoding('utf8');
    socket.setTimeout(this.timeoutMs, () => {
      this.fail(new Error('The SMTP server did not answer in time.'));
      socket.destroy();
    });
    socket.on('data', this.onData);
    socket.on('error', this.onError);
    socket.on('close', this.onClose);
  }

  /** Stops listening to the current socket (before upgrading it to TLS). */
  detach(): net.Socket {
    this.socket.off('data', this.onData);
    this.socket.off('error', this.onError);
    this.socket.off('close', this.onClose);
    this.socket.setTimeout(0);
    return this.socket;
  }

  private receive(chunk: string) {
    this.buffer += chunk;
    let end: number;
    while ((end = this.buffer.indexOf('\n')) >= 0) {
      const line = this.buffer.slice(0, end).replace(/\r$/, '');
      this.buffer = this.buffer.slice(end + 1);
      this.lines.push(line.slice(4));
      if (line[3] !== '-') {
        this.replies.push({ code: Number(line.slice(0, 3)), text: this.lines.join('\n') });
        this.lines = [];
      }
    }
    this.flush();
  }

  private fail(error: Error) {
    this.failure ??= error;
    this.flush();
  }

  private flush() {
    if (!this.waiting) return;
    const reply = this.replies.shift();
    if (reply) {
      const { resolve } = this.waiting;
      this.waiting = null;
      resolve(reply);
    } else if (this.failure) {
      const { reject } = this.waiting;
      this.waiting = null;
      reject(this.failure);
    }
  }

  read(): Promise<Reply> {
    return new Promise((resolve, reject) => {
      this.waiting = { resolve, reject };
      this.flush();
    });
  }

  /** Sends a command (or nothing) and expects a reply code in `expected`. */
  async command(line: string | null, expected: number[], what = line ?? 'greeting'): Promise<Reply> {
    if (line !== null) this.socket.write(`${line}\r\n`);
    const reply = await this.read();
    if (!expected.includes(reply.code)) {
      const shown = what.startsWith('AUTH') ? 'AUTH' : what;
      throw new Error(`SMTP ${shown} answered ${reply.code} ${reply.text}`);
    }
    return reply;
  }

  end() {
    this.socket.end();
  }
}

function connect(options: net.NetConnectOpts | tls.ConnectionOptions, secure: boolean): Promise<net.Socket> {
  return new Promise((resolve, reject) => {
    const socket = secure
      ? tls.connect(options as tls.ConnectionOptions, () => resolve(socket))
      : net.connect(options as net.NetConnectOpts, () => resolve(socket));
    socket.once('error', reject);
  });
}

/**
 * Sends one mail through the server of `url`: `smtps://user:pass@host:465` (TLS from the start) or
 * `smtp://user:pass@host:587` (STARTTLS when the server offers it; credentials are never sent without TLS).
 * A small client for the mail port: EHLO, STARTTLS, AUTH PLAIN, MAIL FROM, RCPT TO, DATA.
 */
export async function sendSmtp(url: string, message: SmtpMessage, options: SmtpOptions = {}): Promise<void> {
  const target = new URL(url);
  const implicitTls = target.protocol === 'smtps:';
  if (!implicitTls && target.protocol !== 'smtp:')
    throw new Error('SMTP_URL must start with smtp:// or smtps://');
  const host = target.hostname;
  const port = Number(target.port || (implicitTls ? 465 : 587));
  const user = decodeURIComponent(target.username);
  const pass = decodeURIComponent(target.password);
  const timeoutMs = options.timeoutMs ?? 15_000;
  const tlsOptions = { servername: net.isIP(host) ? undefined : host, ...options.tls };

  const from = envelopeAddress(message.from);
  const to = envelopeAddress(message.to);
  const socket = await connect(implicitTls ? { host, port, ...tlsOptions } : { host, port }, implicitTls);
  const smtp = new Conversation(socket, timeoutMs);
  let secure = implicitTls;
  try {
    await smtp.command(null, [220]);
    const ehlo = await smtp.command('EHLO clipmarket', [250]);
    if (!secure && /^STARTTLS\b/im.test(ehlo.text)) {
      await smtp.command('STARTTLS', [220]);
      const plain = smtp.detach();
      smtp.attach(await connect({ socket: plain, ...tlsOptions }, true));
      secure = true;
      await smtp.command('EHLO clipmarket', [250]);
    }
    if (user) {
      if (!secure) throw new Error('The SMTP server offers no TLS; refusing to send the password in clear.');
      const token = Buffer.from(`\0${user}\0${pass}`, 'utf8').toString('base64');
      await smtp.command(`AUTH PLAIN ${token}`, [235]);
    }
    await smtp.command(`MAIL FROM:<${from}>`, [250]);
    await smtp.command(`RCPT TO:<${to}>`, [250, 251]);
    await smtp.command('DATA', [354]);
    const data = formatMessage(message).replace(/^\./gm, '..');
    await smtp.command(`${data}\r\n.`, [250], 'DATA');
    await smtp.command('QUIT', [221]).catch(() => undefined);
  } finally {
    smtp.end();
  }
}
