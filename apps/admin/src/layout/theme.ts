import { defaultTheme, type RaThemeOptions } from 'react-admin';

/** Primary #005e84; sidebar 240 open and 60 closed; below 700 px the mobile layout. */
export const SIDEBAR_OPEN_WIDTH = 240;
export const SIDEBAR_CLOSED_WIDTH = 60;
export const SIDEBAR_OPEN_MIN_WIDTH = 990;
export const FORM_MAX_WIDTH = 720;

export const theme: RaThemeOptions = {
  ...defaultTheme,
  palette: { primary: { main: '#005e84' }, secondary: { main: '#005e84' } },
  breakpoints: { values: { xs: 0, sm: 700, md: SIDEBAR_OPEN_MIN_WIDTH, lg: 1280, xl: 1920 } },
  sidebar: { width: SIDEBAR_OPEN_WIDTH, closedWidth: SIDEBAR_CLOSED_WIDTH },
  components: {
    ...defaultTheme.components,
    // Forms at a readable width instead of the whole screen.
    // Every record form asks before its unsaved changes are left behind (issue 23 item 4).
    RaSimpleForm: { defaultProps: { warnWhenUnsavedChanges: true }, styleOverrides: { root: { maxWidth: FORM_MAX_WIDTH } } },
  },
} as RaThemeOptions;
