// Apps compile this package from source: the asset-import declaration must travel with the file.
// eslint-disable-next-line @typescript-eslint/triple-slash-reference
/// <reference path="./font-assets.d.ts" />
import { Global } from '@emotion/react';
import interLatinExt from '@fontsource-variable/inter/files/inter-latin-ext-wght-normal.woff2';
import interLatin from '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2';

/** The console's typeface: Inter as one variable font covering weights 100 to 900 (spec 9). */
export const CONSOLE_FONT_FAMILY = "'Inter Variable', ui-sans-serif, system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif";

const face = (url: string, unicodeRange: string) => `@font-face {
  font-family: 'Inter Variable';
  font-style: normal;
  font-display: swap;
  font-weight: 100 900;
  src: url(${url}) format('woff2-variations');
  unicode-range: ${unicodeRange};
}`;

// Unicode ranges as published with the font: the browser downloads a file only when text on the
// page needs it, and shows the system font until then (`font-display: swap`), so the font loads
// lazily and never blocks rendering.
const LATIN = 'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD';
const LATIN_EXT =
  'U+0100-02BA,U+02BD-02C5,U+02C7-02CC,U+02CE-02D7,U+02DD-02FF,U+0304,U+0308,U+0329,U+1D00-1DBF,U+1E00-1E9F,U+1EF2-1EFF,U+2020,U+20A0-20AB,U+20AD-20C0,U+2113,U+2C60-2C7F,U+A720-A7FF';

/** Declares the console's web font once; the shell renders it next to the theme provider. */
export function FontFaces() {
  return <Global styles={`${face(interLatinExt, LATIN_EXT)}\n${face(interLatin, LATIN)}`} />;
}
