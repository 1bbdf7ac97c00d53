export * from './auth';
export * from './playlistToggle';
export * from './downloadPolling';
export * from './checkout';
export * from './feedbackModal';
export { actorToProvide, serverMessageOf, statusOf, topLevelState } from './shared';
export type { MachineNotice, NoticeSeverity } from './shared';
export { useNotices } from './useNotices';
