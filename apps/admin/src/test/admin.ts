import { ADMIN } from '../App';

export { ADMIN };
/** The providers of the composed admin (App.tsx), for tests that render screens outside <Admin>. */
export const { authProvider, dataProvider, i18nProvider, policy } = ADMIN;
