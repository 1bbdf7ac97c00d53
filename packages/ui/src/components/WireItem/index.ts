export { WireItem } from './WireItem';
export type { WireItemProps, WireItemStatus, WireItemLayout } from './WireItem';
export { WIRE_ITEM_TEXT } from './wireItemText';
