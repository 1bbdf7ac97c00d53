import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { registerThroughMail } from '../support/register';

// Issue 14, keyboard-first browsing: a buyer who uses only the keyboard gets from the home page to a saved
// clip with a handful of keys, and focus goes back to where it was whenever a dialog closes.

// axe is inlined by addScriptTag, which the page's CSP rightly refuses (e2e/support/axe.ts).
test.use({ bypassCSP: true });

const PASSWORD = 'e2e-Correct-Horse-42';

/** A fresh buyer, registered (and so signed in) through the API; the page shares the session cookie. */
async function signedInBuyer(page: Page): Promise<void> {
  const email = `keys-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  await registerThroughMail(page, {
    email,
    password: PASSWORD,
    firstName: 'Kay',
    lastName: 'Board',
    termsAccepted: true,
  });
}

/** Where focus is, as a sentence for failure messages and comparisons. */
function focused(page: Page) {
  return page.evaluate(() => {
    const active = document.activeElement;
    const cards = [...document.querySelectorAll('main article')];
    return {
      tag: active?.tagName.toLowerCase() ?? null,
      type: active?.getAttribute('type') ?? null,
      name: active?.getAttribute('aria-label') ?? active?.textContent?.trim() ?? null,
      inDialog: Boolean(active?.closest('dialog')),
      card: active ? cards.findIndex((card) => card.contains(active)) : -1,
    };
  });
}

async function ready(page: Page) {
  // The server's first view is visible before the app takes it over; a key pressed then would be lost.
  // A busy machine builds the first pages slowly: wait as long as a first paint can take.
  await expect(page.locator('html')).toHaveAttribute('data-app', 'ready', { timeout: 20_000 });
}

// The shortcuts are for a keyboard, and the pages they walk are the same at any width: these two journeys run on
// the desktop only. The phone meets the shortcuts in the accessibility statement (the last test).
test(
  'keyboard only: / to search, skip to results, j and k through them, s to save, focus back after each dialog',
  { tag: '@desktop-only' },
  async ({ page }) => {
    // A long journey with four axe runs, on a server built and seeded for this run.
    test.setTimeout(180_000);
    await signedInBuyer(page);
    await page.goto('/licensing');
    await ready(page);
    await expectNoAxeViolations(page, 'home');

    // `/` finds a search box (the page's, the header's, or the search page's) with nothing typed into it.
    await page.keyboard.press('/');
    // Without a box on the page this is the search page's, once its code has arrived.
    await expect.poll(async () => (await focused(page)).type, { timeout: 20_000 }).toBe('search');
    await page.keyboard.type('dog');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/licensing\/search\?(.*&)?q=dog/);
    await ready(page);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { name: 'Results for “dog”' })).toBeVisible();
    await expect(main.getByRole('article').first()).toBeVisible();

    // From the search page's own box, one Tab reaches "Skip to results" and Enter lands on the first result.
    await page.keyboard.press('/');
    const pageSearchBox = main.getByRole('search').getByRole('combobox');
    await expect(pageSearchBox).toBeFocused();
    let tabs = 0;
    while (tabs < 10) {
      await page.keyboard.press('Tab');
      tabs += 1;
      const now = await focused(page);
      if (now.name === 'Skip to results') await page.keyboard.press('Enter');
      if ((await focused(page)).card === 0) break;
    }
    expect(tabs, 'Tab presses from the search box to the first result').toBeLessThanOrEqual(3);
    expect(tabs, 'Skip to results is the first stop after the search box').toBe(1);
    await expectNoAxeViolations(page, 'search results');

    // j and k move between results.
    await page.keyboard.press('j');
    expect((await focused(page)).card).toBe(1);
    await page.keyboard.press('j');
    expect((await focused(page)).card).toBe(2);
    await page.keyboard.press('k');
    const opener = await focused(page);
    expect(opener.card).toBe(1);
    expect(opener.tag).toBe('a');

    // s opens the result's save popup; a new playlist is made and the clip put in it with the keyboard.
    await page.keyboard.press('s');
    const popup = page.getByRole('dialog', { name: 'Save to playlist' });
    // The popup's code and the buyer's playlists arrive on first use.
    await expect(popup).toBeVisible({ timeout: 15_000 });
    await expect.poll(async () => (await focused(page)).inDialog).toBe(true);
    const nameField = popup.getByLabel('New playlist name');
    await expect(nameField).toBeVisible();
    for (
      let step = 0;
      step < 15 && !(await nameField.evaluate((el) => el === document.activeElement));
      step++
    ) {
      await page.keyboard.press('Tab');
    }
    await expect(nameField).toBeFocused();
    await page.keyboard.type('Keyboard picks');
    await page.keyboard.press('Enter');
    // Created, then the clip put in it and the list asked for again: three calls in turn.
    await expect(popup.getByRole('checkbox', { name: 'Keyboard picks' })).toBeChecked({ timeout: 15_000 });
    await expectNoAxeViolations(page, 'save popup');

    // Escape closes the popup and focus is back on the result it was opened from, not on the page's body.
    await page.keyboard.press('Escape');
    await expect(popup).toHaveCount(0);
    await expect.poll(() => focused(page)).toEqual(opener);

    // ? shows the shortcut sheet; Escape closes it and focus is back on the same result.
    await page.keyboard.press('?');
    const sheet = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
    await expect(sheet).toBeVisible();
    await expect(sheet.getByRole('heading', { name: 'Keyboard shortcuts' })).toBeFocused();
    await expectNoAxeViolations(page, 'shortcut sheet');
    await page.keyboard.press('Escape');
    await expect(sheet).toHaveCount(0);
    await expect.poll(() => focused(page)).toEqual(opener);

    // The sheet's Close button gives focus back too.
    await page.keyboard.press('?');
    await expect(sheet).toBeVisible();
    await sheet.getByRole('button', { name: 'Close' }).last().press('Enter');
    await expect(sheet).toHaveCount(0);
    await expect.poll(() => focused(page)).toEqual(opener);
  },
);

test('shortcuts stay out of the way while typing', { tag: '@desktop-only' }, async ({ page }) => {
  await page.goto('/licensing/search?q=dog');
  await ready(page);
  const box = page.getByRole('main').getByRole('search').getByRole('combobox');
  await box.click();
  await page.keyboard.press('End');
  await page.keyboard.type(' j/k?s');
  await expect(box).toHaveValue('dog j/k?s');
  await expect(box).toBeFocused();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('the accessibility statement is linked from the footer, lists the shortcuts and turns them off and on', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.goto('/licensing');
  await ready(page);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Accessibility' }).click();
  await expect(page).toHaveURL('/licensing/accessibility');
  await expect(page.getByRole('heading', { level: 1, name: 'Accessibility' })).toBeVisible();
  await expect(page.getByText(/WCAG\) 2\.2 at level AA/)).toBeVisible();
  const table = page.getByRole('main').getByRole('table');
  for (const key of ['/', 'j', 'k', 's', '?', 'Esc']) {
    await expect(table.getByText(key, { exact: true })).toBeVisible();
  }
  // The way to report a problem is the real inquiry form.
  await expect(page.getByRole('main').getByRole('link', { name: 'licensing inquiry form' })).toHaveAttribute(
    'href',
    '/licensing/inquiry',
  );
  await expectNoAxeViolations(page, 'accessibility statement');

  const toggle = page.getByRole('checkbox', { name: 'Use single-key shortcuts' });
  await expect(toggle).toBeChecked();
  await toggle.press('Space');
  await expect(toggle).not.toBeChecked();
  await page.getByRole('heading', { level: 1 }).click();
  await page.keyboard.press('?');
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // Kept in the browser: still off after a reload, and back on from the same checkbox.
  await page.reload();
  await ready(page);
  await expect(toggle).not.toBeChecked();
  await toggle.press('Space');
  await expect(toggle).toBeChecked();
  await page.getByRole('heading', { level: 1 }).click();
  await page.keyboard.press('?');
  await expect(page.getByRole('dialog', { name: 'Keyboard shortcuts' })).toBeVisible();
});
