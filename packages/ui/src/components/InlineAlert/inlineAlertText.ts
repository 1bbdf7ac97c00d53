/** The words of InlineAlert's own retry (ours: the spec has none); a component may pass its own. */
export const INLINE_ALERT_TEXT = {
  retry: 'Try again',
} as const;
