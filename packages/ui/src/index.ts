export * from './theme';
export * from './components/VideoCard';
