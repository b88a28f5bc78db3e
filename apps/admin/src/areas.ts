import type { AdminArea } from './shared/area';
import { core } from './core';
import { quality } from './quality';
import { telephony } from './telephony';
import { reports } from './reports';
import { assistance } from './assistance';
import { newsArea } from './news';
import { playback } from './playback';
import { lunchBreak } from './lunch-break';
import { monitor } from './monitor';

/**
 * The admin's areas, in menu and home-page order. App.tsx builds the resources and routes, the
 * menu, the data provider, the access policy, the home page and the i18n provider from this list:
 * adding an area is its folder and one line here.
 */
export const AREAS: readonly AdminArea[] = [core, telephony, reports, assistance, newsArea, quality, monitor, lunchBreak, playback];
