// What every piece of feedback shares (InlineAlert, Snackbar, Toast). Internal: not exported from the package entry.
export * from './feedback.styles';
export { ToneIcon, type FeedbackTone } from './ToneIcon';
