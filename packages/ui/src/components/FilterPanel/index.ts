export { FilterPanel, FilterPanelTrigger } from './FilterPanel';
export type {
  FilterPanelChange,
  FilterPanelLayout,
  FilterPanelProps,
  FilterPanelStatus,
  FilterPanelTriggerButtonProps,
  FilterPanelTriggerProps,
  FilterPanelValue,
} from './FilterPanel';
export { FILTER_PANEL_TEXT } from './filterPanelText';
