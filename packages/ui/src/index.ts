export * from './theme';
export * from './components/VideoCard';
export * from './components/Snackbar';
export * from './components/Toast';
export * from './components/LicenceTierModal';
