import ts from 'typescript';
import { browserEntryOf } from './package-entry';

/**
 * The value exports (what exists at run time: functions, components, constants, classes, enums,
 * namespaces) of each TypeScript module, by the key given to it, sorted. Read with TypeScript's own
 * checker, so `export *` chains, renames and re-exports resolve exactly as the compiler resolves
 * them, and type-only exports are left out.
 *
 * Only relative imports are followed: a name re-exported from a package (`export { Field } from
 * 'formik'`) is a value unless it is exported as a type, which is what `verbatimModuleSyntax`
 * (tsconfig.base.json) makes the source say. Not reading the packages' declarations keeps this
 * under two seconds for `@console/shared` instead of about eight.
 */
export function valueExportsOf(modules: Readonly<Record<string, string>>): Record<string, string[]> {
  const options: ts.CompilerOptions = {
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    jsx: ts.JsxEmit.ReactJSX,
    allowImportingTsExtensions: true,
    noEmit: true,
    noLib: true,
    types: [],
  };
  const host = ts.createCompilerHost(options);
  host.resolveModuleNameLiterals = (literals, containingFile, _redirect, compilerOptions) =>
    literals.map((literal) => (literal.text.startsWith('.') ? ts.resolveModuleName(literal.text, containingFile, compilerOptions, host) : { resolvedModule: undefined }));
  const program = ts.createProgram(Object.values(modules), options, host);
  const checker = program.getTypeChecker();

  const isValue = (exported: ts.Symbol): boolean => {
    let symbol = exported;
    while (symbol.flags & ts.SymbolFlags.Alias) {
      if (symbol.declarations?.some((declaration) => ts.isTypeOnlyImportOrExportDeclaration(declaration))) return false;
      const next = checker.getImmediateAliasedSymbol(symbol);
      // An export of a package this program does not read: a value (types are exported as types).
      if (!next || !next.declarations?.length) return true;
      symbol = next;
    }
    return (symbol.flags & ts.SymbolFlags.Value) !== 0;
  };

  const result: Record<string, string[]> = {};
  for (const [key, file] of Object.entries(modules)) {
    const source = program.getSourceFile(file);
    const moduleSymbol = source && checker.getSymbolAtLocation(source);
    if (!moduleSymbol) throw new Error(`${key}: ${file} is not a module TypeScript can read`);
    result[key] = checker
      .getExportsOfModule(moduleSymbol)
      .filter(isValue)
      .map((symbol) => symbol.name)
      .sort();
  }
  return result;
}

/**
 * The share keys of `@console/shared` among `singletons` (`@console/shared`, `/core`, `/forms`)
 * and the source module each one is, from the library's package.json exports.
 */
export function consoleSharedModules(singletons: readonly string[], fromDir: string): Record<string, string> {
  return Object.fromEntries(
    singletons.filter((name) => name === '@console/shared' || name.startsWith('@console/shared/')).map((name) => [name, browserEntryOf(name, fromDir)]),
  );
}
