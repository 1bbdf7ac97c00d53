export { WireFeed } from './WireFeed';
export type { WireFeedProps, WireFeedStatus, WireFeedMode, WireFeedDayFilter } from './WireFeed';
export { WIRE_FEED_TEXT } from './wireFeedText';
