import { buildSuggestions, catalogueLibraryFixture, searchSuggestionsFixture } from '@clipmarket/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import { SearchBar, SEARCH_BAR_TEXT, type SearchBarProps } from '@clipmarket/ui';

/** Searches a user made before, newest first (the app keeps them in its persisted `querySuggestions`). */
export const recentSearchesExample = ['golden retriever', 'skateboard kickflip', 'hailstorm highway'];

/**
 * The box is controlled; this keeps the text in state and answers completions from the fixture library the
 * way the suggestions endpoint does, unless the story passes its own `suggestions`.
 */
export function StatefulSearchBar(args: SearchBarProps) {
  const [value, setValue] = useState(args.value ?? args.defaultValue ?? '');
  const suggestions = args.suggestions ?? buildSuggestions(catalogueLibraryFixture, value).suggestions;
  return (
    <div style={{ maxWidth: 640, minHeight: 440 }}>
      <SearchBar
        {...args}
        value={value}
        suggestions={suggestions}
        onValueChange={(next) => {
          args.onValueChange?.(next);
          setValue(next);
        }}
      />
    </div>
  );
}

const meta = {
  title: 'Components/SearchBar',
  component: SearchBar,
  excludeStories: ['StatefulSearchBar', 'recentSearchesExample'],
  args: {
    recentSearches: recentSearchesExample,
    onSubmit: fn(),
    onValueChange: fn(),
    onClear: fn(),
  },
  argTypes: { status: { control: 'inline-radio', options: ['idle', 'searching', 'error'] } },
  render: (args) => <StatefulSearchBar {...args} />,
} satisfies Meta<typeof SearchBar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Type to see completions from the fixture library; focus the empty field to see recent searches. */
export const Default: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const field = canvas.getByRole('combobox', { name: SEARCH_BAR_TEXT.label });
    await userEvent.type(field, 'dog');
    const list = canvas.getByRole('listbox', { name: SEARCH_BAR_TEXT.suggestions });
    await expect(list).toBeVisible();
    await expect(canvas.getAllByRole('option')).toHaveLength(searchSuggestionsFixture.suggestions.length);
    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith('dog');
  },
};

/** Every prop as a control. */
export const Playground: Story = {
  // No visual reference: Default's picture, with controls.
  tags: ['!visual'],
  args: {
    defaultValue: 'dog',
    status: 'idle',
    label: 'Search the library',
    placeholder: 'What are you looking for?',
  },
};
