import path from 'node:path';
import { compileGlobalStyles } from './compile-style-sheet';
import { generatedCss } from './generated-css';
import { keyframes } from '@chakra-ui/react/theme';
import { globalStyleSystem } from './global-style-system';
import { KEYFRAME_NAMES } from './keyframe-names';

describe("the theme's global style sheet", () => {
  const css = compileGlobalStyles(globalStyleSystem);

  it('is the CSS the theme gives now (`npm run generate:css` writes it again)', () => {
    expect(generatedCss(path.join(__dirname, 'theme-css.generated.ts'), 'THEME_CSS', '`global-style-system.ts`', css)).toBe(css);
  });

  it("holds the reset, the global styles and the tokens, each in Chakra's cascade layer", () => {
    expect(css.startsWith('@layer reset, base, tokens, recipes;')).toBe(true);
    expect(css).toMatch(/@layer reset\{html\{/);
    expect(css).toMatch(/@layer base\{@-webkit-keyframes spin\{/);
    expect(css).toMatch(/@layer tokens\{:where\(html, \.chakra-theme\)\{[^}]*--chakra-colors-primary-solid:var\(--chakra-colors-brand-600\);/);
  });

  it("names every keyframe of Chakra's theme for the browser's system, which holds only their names", () => {
    expect(KEYFRAME_NAMES).toEqual(Object.keys(keyframes));
  });
});
