export { LicenceTierModal, LicenceTierModalTrigger } from './LicenceTierModal';
export type {
  LicenceTierModalProps,
  LicenceTierModalStatus,
  LicenceTierModalTriggerButtonProps,
  LicenceTierModalTriggerProps,
} from './LicenceTierModal';
export { LicenceTierComparison } from './LicenceTierComparison';
export type { LicenceTierComparisonProps, LicenceTierPrice } from './LicenceTierComparison';
export { LICENCE_TIER_FIGURES } from './licenceTierFigures';
export type { LicenceTierFigure, LicenceTierFigureId, LicenceTierFigureValue } from './licenceTierFigures';
export { LICENCE_TIER_MODAL_TEXT } from './licenceTierText';
