import { lazyScreen } from '../core/lazyScreens';

/** The telephony area's screens, loaded when first opened (their own chunk). */
export const telephony = {
  imports: {
    list: lazyScreen(() => import('./imports/ImportRunList'), 'ImportRunList'),
    show: lazyScreen(() => import('./imports/ImportRunShow'), 'ImportRunShow'),
  },
};
