// The app's light and dark themes: react-admin's defaults with text at 4.5:1 or more (the app bar's
// white title on react-admin's #2196f3 was 3.1:1) and a visible focus ring on every focusable element.
import { defaultDarkTheme, defaultLightTheme, type RaThemeOptions } from 'react-admin';

/** WCAG's focus indicator: 2px solid, offset so it does not hide the element's own edge. */
export const FOCUS_RING_WIDTH = 2;

function withFocusRing(theme: RaThemeOptions, ring: string, onAppBar: string): RaThemeOptions {
  return {
    ...theme,
    components: {
      ...theme.components,
      MuiCssBaseline: {
        styleOverrides: {
          // `html` raises the selector above MUI's `outline: 0` on buttons and inputs.
          'html :focus-visible': { outline: `${FOCUS_RING_WIDTH}px solid ${ring}`, outlineOffset: 2 },
          'html .MuiAppBar-root :focus-visible': { outlineColor: onAppBar },
          // A focused heading (moved there after navigation) is a landmark for the reader, not a control.
          'html h1[tabindex="-1"]:focus-visible': { outline: 'none' },
          // react-admin's access-denied message is drawn at half opacity (2.4:1); its words must stay readable.
          'html body .RaAccessDenied-root .RaAccessDenied-message': { opacity: 1 },
        },
      },
    },
  };
}

const STATUS_COLOURS = {
  // MUI's #d32f2f is 3.8:1 on the form toolbar (the Delete button); #c62828 is 4.8:1 on it.
  error: { main: '#c62828', contrastText: '#fff' },
  // Filled chips (statuses) carry white text: MUI's warning and info give 3.1:1 and 3.9:1.
  warning: { main: '#b45309', contrastText: '#fff' },
  info: { main: '#01579b', contrastText: '#fff' },
  success: { main: '#2e7d32', contrastText: '#fff' },
};

export const lightTheme: RaThemeOptions = withFocusRing(
  {
    ...defaultLightTheme,
    palette: {
      ...defaultLightTheme.palette,
      // White on #1565c0 is 5.8:1 (app bar, its title, the header search).
      secondary: { light: '#5e92f3', main: '#1565c0', dark: '#003c8f', contrastText: '#fff' },
      primary: { main: '#1565c0', contrastText: '#fff' },
      ...STATUS_COLOURS,
      // MUI's 0.6 grey is 4.0:1 on a filled field's tint; 0.7 keeps 4.5:1 on it.
      text: { primary: 'rgba(0, 0, 0, 0.87)', secondary: 'rgba(0, 0, 0, 0.7)', disabled: 'rgba(0, 0, 0, 0.54)' },
    },
    components: {
      ...defaultLightTheme.components,
      // The form toolbar one step lighter than react-admin's grey[300]: its buttons' text keeps 4.5:1.
      RaToolbar: { styleOverrides: { root: { backgroundColor: '#eeeeee' } } },
    },
  },
  '#0d47a1',
  '#ffffff',
);

export const darkTheme: RaThemeOptions = withFocusRing(
  {
    ...defaultDarkTheme,
    palette: {
      ...defaultDarkTheme.palette,
      text: { primary: '#ffffff', secondary: 'rgba(255, 255, 255, 0.78)', disabled: 'rgba(255, 255, 255, 0.56)' },
      // Status chips keep the light mode's colours with white text (4.5:1 and more on each).
      ...STATUS_COLOURS,
    },
  },
  '#90caf9',
  '#90caf9',
);
