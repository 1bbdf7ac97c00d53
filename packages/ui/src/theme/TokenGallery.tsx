import { css } from '@emotion/react';
import { cssVarName, darkColor, darkShadow, tokens, type TokenGroup } from './tokens';

const table = css`
  border-collapse: collapse;
  width: 100%;
  font-size: var(--cm-font-size-sm);
  th,
  td {
    text-align: left;
    padding: var(--cm-space-2) var(--cm-space-3);
    border-bottom: 1px solid var(--cm-color-border);
    vertical-align: middle;
  }
  code {
    font-family: var(--cm-font-family-mono);
  }
`;

const swatch = css`
  display: inline-block;
  width: 2.5rem;
  height: 1.5rem;
  border-radius: var(--cm-radius-sm);
  border: 1px solid var(--cm-color-border-strong);
`;

function Sample({ group, name }: { group: TokenGroup; name: string }) {
  const v = `var(${cssVarName(group, name)})`;
  switch (group) {
    case 'color':
      return <span css={swatch} style={{ background: v }} />;
    case 'space':
      return (
        <span
          style={{ display: 'inline-block', height: 8, width: v, background: 'var(--cm-color-accent)' }}
        />
      );
    case 'radius':
      return <span css={swatch} style={{ borderRadius: v, background: 'var(--cm-color-accent-subtle)' }} />;
    case 'shadow':
      return <span css={swatch} style={{ boxShadow: v, background: 'var(--cm-color-surface)' }} />;
    case 'font':
      return name.startsWith('size') ? <span style={{ fontSize: v }}>Aa</span> : null;
    default:
      return null;
  }
}

/** The dark theme's values of the groups that change with the theme (the others are the same in both). */
const DARK: Partial<Record<TokenGroup, Record<string, string>>> = { color: darkColor, shadow: darkShadow };

export interface TokenGalleryProps {
  /** The token group to show. */
  group: TokenGroup;
}

/**
 * A table of one token group: custom property, value (and the dark theme's, for colours and shadows) and a
 * sample in the theme around it. Used by the Tokens docs page.
 */
export function TokenGallery({ group }: TokenGalleryProps) {
  const dark = DARK[group];
  return (
    <table css={table}>
      <caption style={{ textAlign: 'left', fontWeight: 700, padding: '0.5rem 0' }}>{group}</caption>
      <thead>
        <tr>
          <th scope="col">Custom property</th>
          <th scope="col">{dark ? 'Light' : 'Value'}</th>
          {dark ? <th scope="col">Dark</th> : null}
          <th scope="col">Sample</th>
        </tr>
      </thead>
      <tbody>
        {Object.entries(tokens[group]).map(([name, value]) => (
          <tr key={name}>
            <td>
              <code>{cssVarName(group, name)}</code>
            </td>
            <td>
              <code>{String(value)}</code>
            </td>
            {dark ? (
              <td>
                <code>{dark[name]}</code>
              </td>
            ) : null}
            <td>
              <Sample group={group} name={name} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
