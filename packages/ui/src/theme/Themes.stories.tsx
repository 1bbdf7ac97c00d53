import { LICENCE_TIER_LABELS, PAGES } from '@clipmarket/core';
import { videoFixtures } from '@clipmarket/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import {
  Button,
  Checkbox,
  InlineAlert,
  LicenceTierModal,
  LicenceTierModalTrigger,
  TextField,
  ThemeProvider,
  VideoCard,
} from '@clipmarket/ui';
import { TokenGallery } from './TokenGallery';

const meta = {
  title: 'Foundations/Themes',
  component: ThemeProvider,
  tags: ['!autodocs'],
} satisfies Meta<typeof ThemeProvider>;

export default meta;
type Story = StoryObj<typeof meta>;

const sideBySide = { display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 16, alignItems: 'start' } as const;
const panel = { padding: 16, borderRadius: 12 } as const;

/**
 * The colour tokens in both themes, side by side: each half is a `ThemeProvider` inside the page's, which
 * themes only its own subtree (a `<div data-cm-theme>` on the theme's canvas).
 */
export const SideBySide: Story = {
  render: () => (
    <div style={sideBySide}>
      {(['light', 'dark'] as const).map((theme) => (
        <ThemeProvider key={theme} theme={theme}>
          <section aria-label={`${theme} theme`} style={panel}>
            <TokenGallery group="color" />
          </section>
        </ThemeProvider>
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    const [light, dark] = [
      canvas.getByRole('region', { name: 'light theme' }),
      canvas.getByRole('region', { name: 'dark theme' }),
    ];
    // Each half reads its own custom properties: the same name, the theme's value.
    const canvasOf = (element: HTMLElement) =>
      getComputedStyle(element).getPropertyValue('--cm-color-canvas').trim();
    await expect(canvasOf(light!)).toBe('#f6f7f9');
    await expect(canvasOf(dark!)).toBe('#0f1115');
    await expect(dark!.closest('[data-cm-theme]')).toHaveAttribute('data-cm-theme', 'dark');
  },
};

/** Components on a dark surface inside a light page: buttons, a clip card, the four alerts and form fields. */
export const OnADarkSurface: Story = {
  render: () => (
    <ThemeProvider theme="dark">
      <div
        style={{
          ...panel,
          display: 'grid',
          gap: 16,
          gridTemplateColumns: 'minmax(0, 20rem) minmax(0, 1fr)',
          alignItems: 'start',
        }}
      >
        <VideoCard
          video={videoFixtures.cleared}
          href={PAGES.view.href({ videoId: videoFixtures.cleared.jmId })}
          onSave={fn()}
          inCart
        />
        <div style={{ display: 'grid', gap: 12, alignContent: 'start' }}>
          <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
            <Button variant="primary">Add to cart</Button>
            <Button variant="secondary">Save</Button>
            <Button variant="danger">Remove</Button>
            <Button variant="ghost">Cancel</Button>
            <Button variant="toggle" aria-pressed>
              Grid
            </Button>
            <Button variant="link">Licence terms</Button>
          </div>
          <InlineAlert tone="info" title="Prices exclude VAT">
            VAT is added at checkout.
          </InlineAlert>
          <InlineAlert tone="success">Added to your cart.</InlineAlert>
          <InlineAlert tone="warning">Your session ends in 5 minutes.</InlineAlert>
          <InlineAlert tone="error" onRetry={fn()} retryLabel="Try again">
            The clips could not be loaded.
          </InlineAlert>
          <TextField label="E-mail" type="email" hint="We send the licence to this address." />
          <Checkbox label="Remember me" defaultChecked />
        </div>
      </div>
    </ThemeProvider>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Add to cart' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'E-mail' }).closest('[data-cm-theme]')).toHaveAttribute(
      'data-cm-theme',
      'dark',
    );
  },
};

/** A modal with the whole page dark (the toolbar's Dark): the backdrop, the dialog and its tiers. */
export const ModalInTheDark: Story = {
  globals: { theme: 'dark' },
  // On the docs page in a frame of its own, where the open modal has room and covers nothing else.
  parameters: { docs: { story: { inline: false, height: '760px' } } },
  render: () => (
    <LicenceTierModal
      trigger={(props) => <LicenceTierModalTrigger {...props} />}
      recommendedTier="basicPro"
    />
  ),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: LICENCE_TIER_LABELS.open }));
    await expect(canvas.getByRole('dialog', { name: LICENCE_TIER_LABELS.title })).toBeVisible();
    await expect(getComputedStyle(document.body).colorScheme).toBe('dark');
  },
};
