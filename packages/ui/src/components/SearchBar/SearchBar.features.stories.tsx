import { SEARCH_TEXT_INPUT_MAX } from '@clipmarket/core';
import { searchSuggestionsFixture } from '@clipmarket/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { SearchBar, SEARCH_BAR_TEXT } from '@clipmarket/ui';
import { recentSearchesExample, StatefulSearchBar } from './SearchBar.stories';

const [firstSuggestion, secondSuggestion] = searchSuggestionsFixture.suggestions;

const meta = {
  title: 'Components/SearchBar/Features',
  component: SearchBar,
  tags: ['!autodocs'],
  args: {
    recentSearches: recentSearchesExample,
    onSubmit: fn(),
    onValueChange: fn(),
    onClear: fn(),
  },
  render: (args) => <StatefulSearchBar {...args} />,
} satisfies Meta<typeof SearchBar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Typed text: completions from the suggestions answer, titles and tags, the typed part in regular weight. */
export const Suggestions: Story = {
  // No visual reference here: visual.components.test.tsx pictures this state at a width of its own (search-bar-suggestions).
  tags: ['!visual'],
  play: async ({ canvas, userEvent }) => {
    const field = canvas.getByRole('combobox');
    await userEvent.type(field, 'dog');
    await expect(field).toHaveAttribute('aria-expanded', 'true');
    const options = canvas.getAllByRole('option');
    await expect(options.map((option) => option.textContent)).toEqual(
      searchSuggestionsFixture.suggestions.map((s) =>
        s.kind === 'tag' ? `${s.text}${SEARCH_BAR_TEXT.tag}` : s.text,
      ),
    );
    await expect(canvas.getByRole('status')).toHaveTextContent(
      SEARCH_BAR_TEXT.available(searchSuggestionsFixture.suggestions.length),
    );
  },
};

/** The empty field, focused: the user's recent searches, newest first. */
export const RecentSearches: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('combobox'));
    const list = canvas.getByRole('listbox', { name: SEARCH_BAR_TEXT.recentSearches });
    await expect(list).toBeVisible();
    await expect(canvas.getAllByRole('option').map((o) => o.textContent)).toEqual(recentSearchesExample);
  },
};

/** Picking a recent search searches for it and puts it in the field. */
export const PickRecentSearch: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('combobox'));
    await userEvent.click(canvas.getByRole('option', { name: recentSearchesExample[1] }));
    await expect(args.onSubmit).toHaveBeenCalledWith(recentSearchesExample[1]);
    await expect(canvas.getByRole('combobox')).toHaveValue(recentSearchesExample[1]);
  },
};

/** No recent searches and nothing typed: no list at all. */
export const NoRecentSearches: Story = {
  args: { recentSearches: [] },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('combobox'));
    await expect(canvas.getByRole('combobox')).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('listbox')).not.toBeInTheDocument();
  },
};

/** Completions on their way: a screen reader hears that they are loading. */
export const Loading: Story = {
  args: { defaultValue: 'hail', status: 'searching', suggestions: [] },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('combobox'));
    await expect(canvas.getByRole('status')).toHaveTextContent(SEARCH_BAR_TEXT.loading);
    await expect(canvas.getByRole('search')).toHaveAttribute('data-state', 'searching');
  },
};

/** The suggestions call failed: no list, the field still searches on Enter. */
export const SuggestionsError: Story = {
  args: { defaultValue: 'hail', status: 'error', suggestions: [] },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('combobox'));
    await expect(canvas.getByRole('status')).toHaveTextContent(SEARCH_BAR_TEXT.unavailable);
    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith('hail');
  },
};

/** Nothing in the library starts with the typed text: the list stays closed. */
export const NoSuggestions: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('combobox'), 'zzzq');
    await expect(canvas.getByRole('combobox')).toHaveAttribute('aria-expanded', 'false');
  },
};

/** A long pasted query and long completions: the field scrolls, options wrap. */
export const LongText: Story = {
  args: {
    defaultValue: 'grandmother surprises entire family by breakdancing at her ninetieth birthday party',
    suggestions: [
      {
        text: 'Grandmother Surprises Entire Family by Breakdancing at Her Ninetieth Birthday Party in the Backyard',
        kind: 'title',
      },
      { text: 'grandmother surprises entire family by breakdancing', kind: 'tag' },
    ],
  },
  play: async ({ canvas, userEvent }) => {
    const field = canvas.getByRole('combobox');
    await expect(field).toHaveAttribute('maxlength', String(SEARCH_TEXT_INPUT_MAX));
    await userEvent.click(field);
    await expect(canvas.getAllByRole('option')).toHaveLength(2);
  },
};

/** The clear button empties the field and gives focus back to it. */
export const Clear: Story = {
  args: { defaultValue: 'kickflip' },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: SEARCH_BAR_TEXT.clear }));
    await expect(canvas.getByRole('combobox')).toHaveValue('');
    await expect(canvas.getByRole('combobox')).toHaveFocus();
    await expect(args.onClear).toHaveBeenCalledTimes(1);
    await expect(canvas.queryByRole('button', { name: SEARCH_BAR_TEXT.clear })).not.toBeInTheDocument();
  },
};

/** Without a mouse: arrows move through the list, Enter picks, Escape closes, Escape again clears. */
export const KeyboardOnly: Story = {
  // No visual reference: the same picture as Default (SearchBar).
  tags: ['!visual'],
  play: async ({ args, canvas, userEvent, step }) => {
    const field = canvas.getByRole('combobox');
    await step('Tab into the field and type', async () => {
      await userEvent.tab();
      await expect(field).toHaveFocus();
      await userEvent.keyboard('dog');
      await expect(field).toHaveAttribute('aria-expanded', 'true');
    });
    await step('arrows move the highlight; focus stays in the field', async () => {
      await userEvent.keyboard('{ArrowDown}{ArrowDown}');
      const second = canvas.getByRole('option', { name: new RegExp(`^${secondSuggestion?.text}`) });
      await expect(second).toHaveAttribute('aria-selected', 'true');
      await expect(field).toHaveAttribute('aria-activedescendant', second.id);
      await expect(field).toHaveFocus();
      await userEvent.keyboard('{ArrowUp}');
      await expect(
        canvas.getByRole('option', { name: new RegExp(`^${firstSuggestion?.text}`) }),
      ).toHaveAttribute('aria-selected', 'true');
    });
    await step('Escape closes the list, then clears the field', async () => {
      await userEvent.keyboard('{Escape}');
      await expect(field).toHaveAttribute('aria-expanded', 'false');
      await expect(field).toHaveValue('dog');
      await userEvent.keyboard('{Escape}');
      await expect(field).toHaveValue('');
    });
    await step('Enter on a highlighted option searches for it', async () => {
      await userEvent.keyboard('dog{ArrowDown}{Enter}');
      await expect(args.onSubmit).toHaveBeenCalledWith(firstSuggestion?.text);
      await waitFor(() => expect(field).toHaveAttribute('aria-expanded', 'false'));
    });
  },
};

/** A phone: the Search button shows only its icon, the hint is the short one; the list spans the field. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('button', { name: SEARCH_BAR_TEXT.submit })).toBeVisible();
    const field = canvas.getByRole('combobox', { name: SEARCH_BAR_TEXT.label });
    await expect(field).toHaveAttribute('placeholder', SEARCH_BAR_TEXT.placeholderPhone);
    await userEvent.type(field, 'dog');
    await expect(canvas.getByRole('listbox')).toBeVisible();
  },
};

/** A phone, the field empty and not focused: the whole short hint fits. */
export const MobileEmpty: Story = {
  args: { recentSearches: [] },
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas }) => {
    const field = canvas.getByRole('combobox', { name: SEARCH_BAR_TEXT.label });
    await expect(field).toHaveAttribute('placeholder', SEARCH_BAR_TEXT.placeholderPhone);
    await expect(field).toHaveValue('');
  },
};

/** Something after the field (the search page's "Skip to results" link) is the first thing Tab reaches from it. */
export const AfterField: Story = {
  args: {
    defaultValue: 'dog',
    afterField: <a href="#results">Skip to results</a>,
  },
  play: async ({ canvas, userEvent }) => {
    const field = canvas.getByRole('combobox');
    await userEvent.click(field);
    await expect(field).toHaveAttribute('aria-expanded', 'true');
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Skip to results' })).toHaveFocus();
    await expect(field).toHaveAttribute('aria-expanded', 'false');
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: SEARCH_BAR_TEXT.clear })).toHaveFocus();
  },
};
