// Raw HTTP for the fuzz and authorisation suites: node:http sends a path exactly as given (fetch would
// normalise `../` away and refuse lone surrogates), any body bytes with any content type, and times each answer.
import http from 'node:http';
import net from 'node:net';

export interface RawRequest {
  method: string;
  /** Path and query, already encoded, sent as they are. */
  path: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
}

export interface Answer {
  /** 0 when no answer came (`error` says why). */
  status: number;
  text: string;
  ms: number;
  error?: string;
}

/** Keeps one connection open between requests, as a client would. */
const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });

/**
 * Sends one request and waits for the whole answer (or `timeoutMs`, then gives up on it). When the server
 * answers and closes the connection before a large request is fully written (431 for a head over 16 KB, 413
 * for a body over the limit), the reset can hide its answer from node:http: the request is then sent again
 * on a bare socket that reads whatever the server wrote.
 */
export async function send(baseUrl: string, request: RawRequest, timeoutMs = 10_000): Promise<Answer> {
  const answer = await sendHttp(baseUrl, request, timeoutMs);
  if (answer.status !== 0 || !/ECONNRESET|EPIPE/.test(answer.error ?? '')) return answer;
  const again = await sendOnSocket(baseUrl, request, timeoutMs);
  return again.status !== 0 ? again : answer;
}

function sendHttp(baseUrl: string, request: RawRequest, timeoutMs: number): Promise<Answer> {
  const base = new URL(baseUrl);
  const started = performance.now();
  return new Promise<Answer>((resolve) => {
    let settled = false;
    const finish = (answer: Omit<Answer, 'ms'>) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve({ ...answer, ms: Math.round(performance.now() - started) });
    };
    const headers: Record<string, string | number> = { ...request.headers };
    if (request.body !== undefined) headers['content-length'] = Buffer.byteLength(request.body);
    let req: http.ClientRequest;
    try {
      req = http.request({
        agent,
        host: base.hostname,
        port: base.port,
        method: request.method,
        path: request.path,
        headers,
      });
    } catch (error) {
      // The client itself refused the request (e.g. a character a header cannot carry): a test mistake.
      throw new Error(`send: cannot send ${request.method} ${request.path}: ${String(error)}`, {
        cause: error,
      });
    }
    const timer = setTimeout(() => {
      finish({ status: 0, text: '', error: `no answer within ${timeoutMs} ms` });
      req.destroy();
    }, timeoutMs);
    let status = 0;
    const chunks: Buffer[] = [];
    req.on('response', (res) => {
      status = res.statusCode ?? 0;
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => finish({ status, text: Buffer.concat(chunks).toString('utf8') }));
      res.on('error', (error) =>
        finish({ status, text: Buffer.concat(chunks).toString('utf8'), error: String(error) }),
      );
    });
    req.on('error', (error: NodeJS.ErrnoException) => {
      // The server may answer (413, 431) and close before a large request is fully written: an answer that
      // came counts; otherwise there was none.
      if (status) return;
      finish({ status: 0, text: '', error: error.code ?? String(error) });
    });
    if (request.body !== undefined) req.end(request.body);
    else req.end();
  });
}

/** The request written by hand on a new connection; the answer is what arrives before the connection ends. */
function sendOnSocket(baseUrl: string, request: RawRequest, timeoutMs: number): Promise<Answer> {
  const base = new URL(baseUrl);
  const started = performance.now();
  return new Promise<Answer>((resolve) => {
    const chunks: Buffer[] = [];
    const socket = net.connect(Number(base.port), base.hostname);
    const done = (error?: string) => {
      clearTimeout(timer);
      socket.destroy();
      const raw = Buffer.concat(chunks).toString('utf8');
      const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(raw)?.[1] ?? 0);
      const split = raw.indexOf('\r\n\r\n');
      resolve({
        status,
        text: split >= 0 ? raw.slice(split + 4) : '',
        ms: Math.round(performance.now() - started),
        ...(status === 0 ? { error: error ?? 'the connection closed without an answer' } : {}),
      });
    };
    const timer = setTimeout(() => done(`no answer within ${timeoutMs} ms`), timeoutMs);
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', (error: NodeJS.ErrnoException) => done(error.code ?? String(error)));
    socket.on('close', () => done());
    const headers: Record<string, string | number> = {
      host: base.host,
      connection: 'close',
      ...request.headers,
    };
    if (request.body !== undefined) headers['content-length'] = Buffer.byteLength(request.body);
    const head = `${request.method} ${request.path} HTTP/1.1\r\n${Object.entries(headers)
      .map(([name, value]) => `${name}: ${value}\r\n`)
      .join('')}\r\n`;
    socket.write(Buffer.from(head, 'latin1'));
    if (request.body !== undefined) socket.write(request.body);
  });
}

/** Longest an answer may take (issue 11: no answer over 2 s). */
export const ANSWER_DEADLINE_MS = 2_000;

/** Text an answer must never carry: a stack trace, a file path of the server, SQL or a database error. */
const LEAKS: Array<[RegExp, string]> = [
  [/(?:\\n|\n)\s*at (?:async )?\S+ \(/, 'a stack trace'],
  [/\bat (?:async )?\S+ \((?:file:\/\/|node:|\/)[^)]*:\d+:\d+\)/, 'a stack frame'],
  [/"stack"\s*:/, 'a stack property'],
  [/node_modules/, 'a node_modules path'],
  [/\/work\/|\/home\/|[A-Z]:\\\\/, 'a server file path'],
  [/\bSELECT\s/, 'SQL (SELECT)'],
  [/\b(?:INSERT INTO|DELETE FROM|UPDATE \S+ SET)\b/, 'SQL (a write statement)'],
  [/syntax error at/i, 'a database syntax error'],
  [/relation "/, 'a database relation name'],
  [/violates (?:not-null|foreign key|unique|check) constraint/, 'a database constraint error'],
  [/invalid byte sequence|invalid input syntax for type/, 'a database encoding or type error'],
  [/\bkysely\b|\bPGlite\b|\bpg-protocol\b/i, 'a database library name'],
];

/** What is wrong with an answer, one phrase each (empty when it is fine). */
export function problemsOf(answer: Answer): string[] {
  const problems: string[] = [];
  if (answer.error) problems.push(`no answer (${answer.error})`);
  if (answer.status >= 500) problems.push(`a server error (${answer.status})`);
  for (const [pattern, what] of LEAKS) if (pattern.test(answer.text)) problems.push(`leaks ${what}`);
  if (answer.ms > ANSWER_DEADLINE_MS) problems.push(`answered after ${answer.ms} ms (over 2 s)`);
  return problems;
}

/** The start of an answer's body for a message. */
export function snippet(text: string, length = 200): string {
  const flat = text.replace(/\s+/g, ' ');
  return flat.length > length ? `${flat.slice(0, length)}…` : flat;
}
