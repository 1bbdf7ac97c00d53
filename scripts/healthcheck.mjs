// The container's health check (Dockerfile): exits 0 when the server answers /api/health with 200 on its own
// port, 1 otherwise. It runs inside the container, so it asks 127.0.0.1, over TLS when the server serves TLS
// itself (TLS_CERT_FILE), whose certificate names the public host rather than 127.0.0.1.
import http from 'node:http';
import https from 'node:https';

const port = Number(process.env.PORT ?? 3000);
const tls = Boolean(process.env.TLS_CERT_FILE);
const request = (tls ? https : http).get(
  { host: '127.0.0.1', port, path: '/api/health', timeout: 4000, rejectUnauthorized: false },
  (response) => {
    response.resume();
    process.exit(response.statusCode === 200 ? 0 : 1);
  },
);
request.on('timeout', () => request.destroy(new Error('timed out')));
request.on('error', () => process.exit(1));
