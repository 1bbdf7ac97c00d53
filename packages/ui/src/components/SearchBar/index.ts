export { SearchBar } from './SearchBar';
export type { SearchBarProps, SearchBarStatus, SearchSuggestion } from './SearchBar';
export { SEARCH_BAR_TEXT } from './searchBarText';
