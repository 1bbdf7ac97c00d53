import { ErrorIcon, InfoIcon, SuccessIcon, WarningIcon } from '../../components/Icon';
import type { IconProps } from '../../components/Icon';

/** What a piece of feedback is about: the same four words in InlineAlert, Snackbar and Toast. */
export type FeedbackTone = 'info' | 'success' | 'warning' | 'error';

const icons = { info: InfoIcon, success: SuccessIcon, warning: WarningIcon, error: ErrorIcon } as const;

/** The tone's icon from the package's set, 20 px. Decoration: the words beside it say what happened. */
export function ToneIcon({ tone, size = 20, className }: IconProps & { tone: FeedbackTone }) {
  // An unknown tone from untyped code shows the info icon rather than failing to render.
  const Icon = icons[tone] ?? InfoIcon;
  return <Icon size={size} className={className} />;
}
