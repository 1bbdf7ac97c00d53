export * from './endpoint';
export * from './wire';
export * from './client';
export * from './search';
export * from './auth';
export * from './playlists';
export * from './history';
export * from './catalogue';
