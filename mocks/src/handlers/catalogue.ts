import { http, HttpResponse } from 'msw';
import { MESSAGES, type VideoCardData } from '@clipmarket/core';
import { videoGrid } from '../fixtures/videos';

/** `GET /api/public/videos`: the latest clips. */
export const catalogueHandlers = {
  list: (videos: VideoCardData[] = videoGrid) => [
    http.get('/api/public/videos', () => HttpResponse.json({ data: videos, total: videos.length })),
  ],
  empty: () => [http.get('/api/public/videos', () => HttpResponse.json({ data: [], total: 0 }))],
  failing: () => [
    http.get('/api/public/videos', () =>
      HttpResponse.json({ message: MESSAGES.serverError }, { status: 500 }),
    ),
  ],
};
