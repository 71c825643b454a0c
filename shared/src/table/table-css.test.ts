import path from 'node:path';
import { consoleSystem } from '../theme/system';
import { compileStyleSheet } from '../theme/compile-style-sheet';
import { generatedCss } from '../theme/generated-css';
import { TABLE_CLASSES, tableStyleRules } from './table-style-rules';

describe('the DataTable style sheet', () => {
  const css = compileStyleSheet(consoleSystem, tableStyleRules(consoleSystem));

  it('is the CSS the theme gives now (`npm run generate:css` writes it again)', () => {
    expect(generatedCss(path.join(__dirname, 'table-css.generated.ts'), 'TABLE_CSS', '`table-style-rules.ts`', css)).toBe(css);
  });

  it('styles every part of the table by its class, with the theme tokens as CSS variables', () => {
    for (const className of Object.values(TABLE_CLASSES)) expect(css).toMatch(new RegExp(`\\.${className}[{ >]`));
    expect(css).toContain('.console-table>tbody>tr>td:not(.console-table-status-cell){padding-inline:var(--chakra-spacing-2);');
    // The table recipe's own styles stay in Chakra's `recipes` layer, below the table's own.
    expect(css).toMatch(/@layer recipes\{\.console-table-header :where\(tr\)\{[^}]*position:sticky;/);
    expect(css.startsWith('@layer reset, base, tokens, recipes;')).toBe(true);
  });

  it('folds a column of priority p below its width of the region, its details item shown instead (decision 095)', () => {
    expect(css).toContain(
      '.console-table>tbody>tr>td[data-priority="2"]{display:none;}.console-table>tbody>tr[data-details]>td>dl>div[data-priority="2"]{display:block;}',
    );
    expect(css).toMatch(/@container \(max-width: 479\.98px\)\{\.console-table>tbody>tr>td:not\(\.console-table-status-cell\)\{padding-inline:[^}]*\}[^@]*\.console-table>tbody>tr>td\[data-priority="2"\]/);
    expect(css).toContain('@container (max-width: 1599.98px){.console-table-header-row>th[data-priority="7"]{display:none;}}');
    // Without container queries (an old browser, jsdom) every column shows and no toggle does.
    expect(css).toContain('.console-table>tbody>tr>td[data-actions] [data-details-toggle][data-fold-until]{display:none;}');
  });

  it("wraps a key column's text on a phone's table rather than letting it run under the actions (decision 131)", () => {
    expect(css).toMatch(/@container \(max-width: 479\.98px\)\{[^@]*\.console-table>tbody>tr>td\[data-key\]\{white-space:normal;overflow-wrap:break-word;\}/);
    expect(css).toMatch(/@container \(max-width: 479\.98px\)\{[^@]*\.console-table-header-row>th\[data-key\]\{white-space:normal;overflow-wrap:break-word;\}/);
  });
});
