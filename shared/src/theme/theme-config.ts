import { defineConfig } from '@chakra-ui/react';
import { CONSOLE_FONT_FAMILY } from './font-faces';
import { amber, darkGrey, green, type ShadeScale, yellowGreen } from './palettes';

type TokenScale = Record<string, { value: string }>;

const shades = (scale: ShadeScale): TokenScale =>
  Object.fromEntries(Object.entries(scale).map(([shade, value]) => [shade, { value }]));

/**
 * The semantic slots Chakra's recipes read through `colorPalette` (`solid`, `contrast`, `fg`, ...),
 * pointing at a shade scale, so `colorPalette="primary"` works on every component.
 */
function paletteSlots(scale: string, contrast = 'white', solidShade = 600) {
  const ref = (shade: number) => ({ value: `{colors.${scale}.${shade}}` });
  return {
    solid: ref(solidShade),
    contrast: { value: contrast },
    fg: ref(700),
    muted: ref(200),
    subtle: ref(100),
    emphasized: ref(300),
    focusRing: ref(500),
    border: ref(500),
  };
}

/**
 * The console's theme (spec 9): primary green, secondary yellow-green, accent dark grey, error
 * red, info blue, success green, warning amber. Each is a `colorPalette` name; Chakra's own
 * palettes (`green`, `orange`, `red`, `blue`, `yellow`) stay available for status chips.
 * Its global styles are `CONSOLE_GLOBAL_CSS`, compiled ahead of time with Chakra's.
 */
export const consoleConfig = defineConfig({
  theme: {
    tokens: {
      fonts: {
        heading: { value: CONSOLE_FONT_FAMILY },
        body: { value: CONSOLE_FONT_FAMILY },
      },
      colors: {
        brand: shades(green),
        lime: shades(yellowGreen),
        slate: shades(darkGrey),
        amber: shades(amber),
      },
    },
    semanticTokens: {
      colors: {
        primary: paletteSlots('brand'),
        secondary: { ...paletteSlots('lime', '{colors.slate.900}', 500) },
        accent: paletteSlots('slate', 'white', 800),
        success: paletteSlots('green'),
        error: paletteSlots('red'),
        info: paletteSlots('blue'),
        warning: { ...paletteSlots('amber', '{colors.slate.900}', 500) },
        // The default palette's focus ring (inputs, selects, date fields, outline buttons) was a
        // faint grey; the primary green instead, 5:1 on white (WCAG 1.4.11 asks 3:1).
        gray: { focusRing: { value: '{colors.brand.600}' } },
        // Status texts on white need 4.5:1 (WCAG AA); Chakra's defaults (500/600) fall short.
        fg: {
          error: { value: { _light: '{colors.red.600}', _dark: '{colors.red.400}' } },
          success: { value: { _light: '{colors.green.700}', _dark: '{colors.green.300}' } },
          warning: { value: { _light: '{colors.orange.700}', _dark: '{colors.orange.300}' } },
        },
      },
    },
  },
});

/** The console's own global styles (in the style sheet compiled ahead of time, `theme-css.generated.ts`). */
export const CONSOLE_GLOBAL_CSS = {
  'html, body': { bg: 'bg.subtle' },
  // Focus clearly visible (WCAG 2.4.7): Chakra's inputs draw a 1 px ring; 2 px, in the colour below.
  '*': { '--focus-ring-width': '2px' },
};
