import net from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { formatMessage, sendSmtp } from './smtp';

/** A fake SMTP server without TLS that records the conversation. */
function fakeServer(options: { failRcpt?: boolean } = {}) {
  const lines: string[] = [];
  let data = '';
  const server = net.createServer((socket) => {
    let inData = false;
    let buffer = '';
    socket.write('220 fake ESMTP\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      let end: number;
      while ((end = buffer.indexOf('\r\n')) >= 0) {
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (inData) {
          if (line === '.') {
            inData = false;
            socket.write('250 2.0.0 queued\r\n');
          } else data += `${line}\r\n`;
          continue;
        }
        lines.push(line);
        const verb = line.split(/[ :]/)[0]!.toUpperCase();
        if (verb === 'EHLO') socket.write('250-fake\r\n250-8BITMIME\r\n250 SIZE 1000000\r\n');
        else if (verb === 'MAIL') socket.write('250 ok\r\n');
        else if (verb === 'RCPT') socket.write(options.failRcpt ? '550 no such user\r\n' : '250 ok\r\n');
        else if (verb === 'DATA') {
          inData = true;
          socket.write('354 go ahead\r\n');
        } else if (verb === 'QUIT') {
          socket.end('221 bye\r\n');
        } else socket.write('502 unknown\r\n');
      }
    });
  });
  return new Promise<{ url: string; lines: string[]; data: () => string; close: () => void }>((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      resolve({ url: `smtp://127.0.0.1:${port}`, lines, data: () => data, close: () => server.close() });
    });
  });
}

let close: (() => void) | undefined;
afterEach(() => close?.());

const message = {
  from: 'Clipmarket <no-reply@clipmarket.com>',
  to: 'ann@example.com',
  subject: 'Réinitialiser',
  text: 'Hello\n.leading dot\nbye',
};

describe('sendSmtp', () => {
  it('speaks EHLO, MAIL, RCPT and DATA, dot-stuffing the body', async () => {
    const server = await fakeServer();
    close = server.close;
    await sendSmtp(server.url, message);
    expect(server.lines).toEqual([
      'EHLO clipmarket',
      'MAIL FROM:<no-reply@clipmarket.com>',
      'RCPT TO:<ann@example.com>',
      'DATA',
      'QUIT',
    ]);
    const data = server.data();
    expect(data).toContain('To: ann@example.com\r\n');
    expect(data).toContain(`Subject: =?UTF-8?B?${Buffer.from('Réinitialiser').toString('base64')}?=`);
    const body = data.split('\r\n\r\n')[1]!.replace(/\r\n/g, '');
    expect(Buffer.from(body, 'base64').toString('utf8')).toBe('Hello\r\n.leading dot\r\nbye');
  });

  it('reports a refused recipient', async () => {
    const server = await fakeServer({ failRcpt: true });
    close = server.close;
    await expect(sendSmtp(server.url, message)).rejects.toThrow(/RCPT TO:<ann@example.com> answered 550/);
  });

  it('never sends a password without TLS', async () => {
    const server = await fakeServer();
    close = server.close;
    await expect(sendSmtp(server.url.replace('smtp://', 'smtp://user:secret@'), message)).rejects.toThrow(
      /no TLS/,
    );
    expect(server.lines.join('\n')).not.toContain('AUTH');
  });

  it('refuses header injection in addresses', () => {
    expect(() => formatMessage({ ...message, from: 'x\r\nBcc: all@example.com' })).toThrow(
      /Not a mail address/,
    );
    const formatted = formatMessage({ ...message, subject: 'Hi\r\nBcc: all@example.com' });
    expect(formatted).toContain('Subject: Hi Bcc: all@example.com\r\n');
  });
});
