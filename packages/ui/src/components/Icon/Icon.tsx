import { createElement } from 'react';
import type { IconNode } from 'lucide';

// Every icon of the package is one of Lucide's (ADR 94): its drawing comes from the `lucide` package's icon
// nodes, drawn here as inline SVG, so no icon font, CDN or second React runtime is loaded (decisions.md). Each
// named icon is a module of its own under `icons/`, so a page bundles only the icons it draws. Every icon is
// decoration: the control or the text beside it carries the name, so each is hidden from assistive technology.

export interface IconProps {
  /**
   * Width and height in CSS pixels; a stylesheet rule on the `svg` still wins.
   * @default 16
   */
  size?: number;
  /** A class for the `svg`; Emotion's `css` prop arrives as one. */
  className?: string;
}

/**
 * Draws one of Lucide's icon nodes in Lucide's one style: a 24-unit grid, a 2-unit stroke in the current text
 * colour, round caps and joins, no fill.
 */
export function Svg({ node, name, size = 16, className }: IconProps & { node: IconNode; name: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width={size}
      height={size}
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      className={className}
      aria-hidden="true"
      focusable="false"
      data-icon={name}
    >
      {node.map(([tag, attrs], index) => createElement(tag, { key: index, ...attrs }))}
    </svg>
  );
}

/** A named icon component that draws `node`, with `name` as its `data-icon`. */
export function icon(node: IconNode, name: string) {
  return function Icon(props: IconProps) {
    return <Svg {...props} node={node} name={name} />;
  };
}
