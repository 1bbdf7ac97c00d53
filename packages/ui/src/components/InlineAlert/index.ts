export { InlineAlert, InlineAlertRegion } from './InlineAlert';
export type {
  InlineAlertProps,
  InlineAlertRegionProps,
  InlineAlertRole,
  InlineAlertTone,
} from './InlineAlert';
export { INLINE_ALERT_TEXT } from './inlineAlertText';
