import { ExternalLink } from 'lucide';
import { icon } from '../Icon';

/** An arrow out of a box: the link opens in a new tab. */
export const ExternalLinkIcon = /* @__PURE__ */ icon(ExternalLink, 'external-link');
