import { MESSAGES } from '@clipmarket/core';
import { catalogueHandlers } from '@clipmarket/mocks';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/renderApp';

const FIRST_PAINT = { timeout: 5_000 };

const wire = () => screen.findByRole('region', { name: 'The wire' }, FIRST_PAINT);
const clipsShown = async () => within(await wire()).queryAllByRole('article').length;

describe('the wire', () => {
  it('shows the latest 12 acquisitions in a grid, and 12 more on each "Load more"', async () => {
    await renderApp('/thewire');

    expect(await screen.findByRole('heading', { level: 1, name: 'The Wire' }, FIRST_PAINT)).toBeVisible();
    await expect.poll(clipsShown, FIRST_PAINT).toBe(12);
    expect(screen.getByRole('button', { name: 'Grid' })).toHaveAttribute('aria-pressed', 'true');

    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await expect.poll(clipsShown, FIRST_PAINT).toBe(24);
  });

  it('switches to list mode', async () => {
    await renderApp('/thewire');
    await expect.poll(clipsShown, FIRST_PAINT).toBe(12);

    await userEvent.click(screen.getByRole('button', { name: 'List' }));

    expect(screen.getByRole('button', { name: 'List' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Grid' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('narrows the wire to one acquisition day from the day filter', async () => {
    await renderApp('/thewire');
    await expect.poll(clipsShown, FIRST_PAINT).toBe(12);
    const filter = screen.getByRole('combobox', { name: 'Acquired on' });
    await expect.poll(() => within(filter).getAllByRole('option').length, FIRST_PAINT).toBeGreaterThan(1);
    const day = within(filter).getAllByRole('option')[2]!;

    await userEvent.selectOptions(filter, day);

    await expect
      .poll(async () =>
        within(await wire())
          .queryAllByRole('region')
          .map((r) => r.getAttribute('aria-label')),
      )
      .toHaveLength(1);
    const [group] = within(await wire()).getAllByRole('region');
    expect(group!.getAttribute('aria-label')).toMatch(/^Acquired /);
  });

  it('shows trending clips only when asked', async () => {
    const asked: URL[] = [];
    await renderApp('/thewire', {
      handlers: {
        catalogue: [
          http.get('/api/public/videos', ({ request }) => {
            asked.push(new URL(request.url));
            return undefined;
          }),
          ...catalogueHandlers.list(),
        ],
      },
    });
    await expect.poll(clipsShown, FIRST_PAINT).toBe(12);

    await userEvent.click(screen.getByRole('button', { name: 'Trending only' }));

    expect(screen.getByRole('button', { name: 'Trending only' })).toHaveAttribute('aria-pressed', 'true');
    await expect.poll(() => asked.some((url) => url.searchParams.get('trending') === 'true')).toBe(true);
  });

  it('says when there is nothing on the wire', async () => {
    await renderApp('/thewire', { handlers: { catalogue: catalogueHandlers.empty() } });

    expect(await screen.findByRole('heading', { name: 'No new acquisitions' }, FIRST_PAINT)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('shows an error with a retry that loads the wire', async () => {
    let failing = true;
    await renderApp('/thewire', {
      handlers: {
        catalogue: [
          http.get('/api/public/videos', () =>
            failing ? HttpResponse.json({ message: MESSAGES.serverError }, { status: 500 }) : undefined,
          ),
          ...catalogueHandlers.list(),
        ],
      },
    });

    expect(await screen.findByText('The wire could not be loaded.', {}, FIRST_PAINT)).toBeVisible();
    failing = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await expect.poll(clipsShown, FIRST_PAINT).toBe(12);
  });
});
