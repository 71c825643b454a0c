import ts from 'typescript';

/** Every export a file takes from each watched library; `'*'` when it takes the whole namespace. */
export type ImportUsage = Map<string, Set<string> | '*'>;

function record(usage: ImportUsage, library: string, names: string[] | '*'): void {
  const known = usage.get(library);
  if (known === '*') return;
  if (names === '*') {
    usage.set(library, '*');
    return;
  }
  const set = known ?? new Set<string>();
  for (const name of names) set.add(name);
  usage.set(library, set);
}

/**
 * The named imports (and re-exports) a source file takes from the given libraries. A namespace
 * import, `export *` or a dynamic `import()` of a library counts as using all of it (`'*'`).
 * Type-only imports are left out: they do not exist at run time.
 */
export function scanImports(fileName: string, text: string, libraries: readonly string[], into: ImportUsage = new Map()): ImportUsage {
  const watched = new Set(libraries);
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, false, fileName.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier) && watched.has(node.moduleSpecifier.text)) {
      const library = node.moduleSpecifier.text;
      const clause = node.importClause;
      if (!clause) {
        record(into, library, []);
      } else if (!clause.isTypeOnly) {
        if (clause.name) record(into, library, ['default']);
        const bindings = clause.namedBindings;
        if (bindings && ts.isNamespaceImport(bindings)) record(into, library, '*');
        if (bindings && ts.isNamedImports(bindings)) {
          record(
            into,
            library,
            bindings.elements.filter((element) => !element.isTypeOnly).map((element) => (element.propertyName ?? element.name).text),
          );
        }
      }
    } else if (ts.isExportDeclaration(node) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier) && watched.has(node.moduleSpecifier.text)) {
      const library = node.moduleSpecifier.text;
      if (!node.isTypeOnly) {
        const clause = node.exportClause;
        if (!clause || ts.isNamespaceExport(clause)) record(into, library, '*');
        else record(into, library, clause.elements.filter((element) => !element.isTypeOnly).map((element) => (element.propertyName ?? element.name).text));
      }
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteral(node.arguments[0]) &&
      watched.has(node.arguments[0].text)
    ) {
      record(into, node.arguments[0].text, '*');
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return into;
}
