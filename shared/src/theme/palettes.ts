/** Shade scales (50-950) of the console's own colour palettes (spec 9). */
export type ShadeScale = Record<'50' | '100' | '200' | '300' | '400' | '500' | '600' | '700' | '800' | '900' | '950', string>;

/** Primary: green. */
export const green: ShadeScale = {
  50: '#e9f7ee',
  100: '#c9ebd5',
  200: '#a5ddb9',
  300: '#7fce9c',
  400: '#58bf7e',
  500: '#2f9e5b',
  600: '#237f48',
  700: '#196238',
  800: '#104628',
  900: '#082b18',
  950: '#04190d',
};

/** Secondary: yellow-green. */
export const yellowGreen: ShadeScale = {
  50: '#f6fbe9',
  100: '#e9f5c8',
  200: '#d6eb99',
  300: '#bfde63',
  400: '#a6cf3a',
  500: '#8cbf26',
  600: '#709a1d',
  700: '#55751a',
  800: '#445d19',
  900: '#3a4f19',
  950: '#1e2b08',
};

/** Accent: dark grey. */
export const darkGrey: ShadeScale = {
  50: '#f6f7f9',
  100: '#eceef2',
  200: '#d5d9e2',
  300: '#b1b9c8',
  400: '#8792aa',
  500: '#68748f',
  600: '#535d76',
  700: '#374151',
  800: '#1f2937',
  900: '#161e29',
  950: '#0b1017',
};

/** Warning: amber. */
export const amber: ShadeScale = {
  50: '#fffbeb',
  100: '#fef3c7',
  200: '#fde68a',
  300: '#fcd34d',
  400: '#fbbf24',
  500: '#f59e0b',
  600: '#d97706',
  700: '#b45309',
  800: '#92400e',
  900: '#78350f',
  950: '#451a03',
};
