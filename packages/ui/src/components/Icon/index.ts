export { BellIcon, CheckIcon, ChevronIcon, CloseIcon, FilterIcon, SearchIcon, TrashIcon } from './Icon';
export type { ChevronIconProps, IconProps } from './Icon';
