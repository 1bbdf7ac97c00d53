// The content feature's public face (ADR 67): its route entries. Its pages load their words from content.ts.
export { contentRoutes } from './routes';
