export * from './messages';
export * from './constants';
export * from './tiers';
export * from './filters';
export * from './types';
export * from './rules';
export * from './contract';
export * from './pages';
