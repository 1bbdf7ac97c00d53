// The clip feature's public face (ADR 67): its route entry and the data its page loads on the server; and the
// app's clip card, which the home page and the account's clip lists draw (the search draws its own).
export { ClipCard, type ClipCardProps } from './ClipCard';
export { clipRoutes } from './routes';
export { clipServerData } from './serverData';
