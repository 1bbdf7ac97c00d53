import { TriangleAlert } from 'lucide';
import { icon } from '../Icon';

/** An exclamation mark in a triangle: take care. */
export const WarningIcon = /* @__PURE__ */ icon(TriangleAlert, 'warning');
