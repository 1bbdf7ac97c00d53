export { UsageDeclaration } from './UsageDeclaration';
export type { UsageDeclarationProps, UsageDeclarationStatus } from './UsageDeclaration';
export type { UsageDownloadVideo, UsageMonth, UsagePeriod, UsageVideo } from './usageDeclaration.types';
export { USAGE_DECLARATION_TEXT } from './usageDeclarationText';
