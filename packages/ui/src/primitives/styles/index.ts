// Style blocks shared by the components. Internal: not exported from the package entry.
export * from './a11y';
export * from './buttons';
export * from './forms';
export * from './lists';
export * from './messages';
