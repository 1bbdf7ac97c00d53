import { ShieldAlert } from 'lucide';
import { icon } from '../Icon';

/** A shield with an exclamation mark: a clip's rights need attention. */
export const ShieldAlertIcon = /* @__PURE__ */ icon(ShieldAlert, 'shield-alert');
