// The search feature's public face (ADR 67): its route entries and the data its page loads on the server; the
// links into a search that cards, a clip's page and the home page draw (similar clips, a tag); and the
// session's engagement record, to which a clip's page adds its views; following the wire by category (a saved
// search of the category, ADR 90).
export { useNewSimilarClipsHref } from './newSimilarClips';
export { searchRoutes } from './routes';
export { tagSearchHref } from './searchLink';
export { searchServerData } from './serverData';
export { recordSessionEvent } from './sessionHistory';
export { SimilarClipsLink } from './SimilarClipsLink';
export { WireFollow } from './WireFollow';
