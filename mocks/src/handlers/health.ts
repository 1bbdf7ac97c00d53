import { http, HttpResponse } from 'msw';

/** `GET /api/health`: the server is up. */
export const healthHandlers = {
  ok: () => [http.get('/api/health', () => HttpResponse.json({ status: 'ok' }))],
  down: () => [http.get('/api/health', () => HttpResponse.json({ status: 'down' }, { status: 503 }))],
};
