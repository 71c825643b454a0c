import type { SystemContext, SystemStyleObject } from '@chakra-ui/react';
import { serializeStyles } from '@emotion/serialize';
import { compile, middleware, prefixer, serialize, stringify } from 'stylis';

/**
 * A style sheet's rules: for each class name, the style objects a Chakra component would be given
 * (a recipe's part, its `css` prop, its style props), merged in that order as Chakra merges them.
 */
export type StyleSheetRules = Readonly<Record<string, readonly SystemStyleObject[]>>;

/**
 * The CSS Chakra and emotion would insert for each rule, worked out once, ahead of time, by the
 * same functions: Chakra's `css` (tokens to CSS variables, conditions to selectors, recipes in their
 * cascade layer), emotion's serializer, and stylis with the prefixer emotion's cache uses. Each
 * rule's class name stands where emotion's generated one would. The sheet starts with Chakra's
 * order of cascade layers, so it keeps that order wherever it lands in the document.
 */
export function compileStyleSheet(system: SystemContext, rules: StyleSheetRules): string {
  const css = [system.layers.atRule];
  for (const [className, styles] of Object.entries(rules)) css.push(toCss(system.css(...styles), `.${className}`));
  return css.join('\n');
}

/**
 * The CSS `ChakraProvider` inserts through emotion's `Global` when it mounts: the theme's reset,
 * global styles and tokens (as CSS variables), each in its cascade layer.
 */
export function compileGlobalStyles(system: SystemContext): string {
  return [system.layers.atRule, toCss(system._global, '')].join('\n');
}

/** Emotion's serializer, then stylis as emotion's cache runs it: in a rule for `selector`, or at the top level. */
function toCss(styles: unknown, selector: string): string {
  const { styles: declarations } = serializeStyles([styles as Parameters<typeof serializeStyles>[0][number]]);
  return serialize(compile(selector ? `${selector}{${declarations}}` : declarations), middleware([prefixer, stringify]));
}
