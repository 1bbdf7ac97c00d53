import { RotateCcwClock } from 'lucide';
import { icon } from '../Icon';

/** A clock with a turning arrow: something done before, such as a recent search. */
export const HistoryIcon = /* @__PURE__ */ icon(RotateCcwClock, 'history');
