import { createSystem, defaultConfig, defineConfig } from '@chakra-ui/react';

/**
 * The console's theme (spec 9): primary green, secondary yellow-green, accent dark grey, error
 * red, info blue, success green, warning amber; Indonesian locale.
 */
const config = defineConfig({
  globalCss: {
    'html, body': { bg: 'bg.subtle' },
  },
  theme: {
    tokens: {
      colors: {
        brand: {
          50: { value: '#e9f7ee' },
          100: { value: '#c9ebd5' },
          200: { value: '#a5ddb9' },
          300: { value: '#7fce9c' },
          400: { value: '#58bf7e' },
          500: { value: '#2f9e5b' },
          600: { value: '#237f48' },
          700: { value: '#196238' },
          800: { value: '#104628' },
          900: { value: '#082b18' },
          950: { value: '#04190d' },
        },
        lime: {
          500: { value: '#8cbf26' },
          600: { value: '#709a1d' },
        },
        accent: {
          700: { value: '#374151' },
          800: { value: '#1f2937' },
        },
      },
    },
    semanticTokens: {
      colors: {
        primary: {
          solid: { value: '{colors.brand.600}' },
          contrast: { value: 'white' },
          fg: { value: '{colors.brand.700}' },
          muted: { value: '{colors.brand.100}' },
          subtle: { value: '{colors.brand.50}' },
          emphasized: { value: '{colors.brand.200}' },
          focusRing: { value: '{colors.brand.500}' },
        },
        secondary: { solid: { value: '{colors.lime.600}' } },
        accent: { solid: { value: '{colors.accent.800}' } },
      },
    },
  },
});

export const consoleSystem = createSystem(defaultConfig, config);
