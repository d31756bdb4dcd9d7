// What a source file brings with it into an app's first load: the test behind every adapter's "the chain
// library loads on first use" rule.
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import ts from 'typescript'

export type StaticImports = {
  /** The package's own files reached through static imports and re-exports, relative to `base`. */
  files: string[]
  /** The packages those files import statically. */
  packages: string[]
  /** Every `import()` in those files: its literal specifier, or '(not a literal)' (bundlers cannot split those). */
  dynamic: string[]
}

/**
 * The modules that load with `entry` (a `.ts` source file), as an app's bundler sees the compiled code: static
 * imports and re-exports (type-only ones erased, as tsc emits them with `verbatimModuleSyntax`), followed
 * through relative paths (`./x.js` is read as `./x.ts`), and the packages they name. A dynamic `import()` is
 * the lazy boundary: listed in `dynamic`, not followed.
 */
export function staticImports(entry: URL, base: URL = new URL('./', entry)): StaticImports {
  const files = new Set<string>()
  const packages = new Set<string>()
  const dynamic = new Set<string>()
  const findDynamic = (node: ts.Node) => {
    if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      const [specifier] = node.arguments
      dynamic.add(specifier && ts.isStringLiteral(specifier) ? specifier.text : '(not a literal)')
    }
    ts.forEachChild(node, findDynamic)
  }
  const visit = (file: URL) => {
    const name = file.href.slice(base.href.length)
    if (files.has(name)) return
    files.add(name)
    const { outputText } = ts.transpileModule(readFileSync(file, 'utf8'), {
      fileName: fileURLToPath(file),
      compilerOptions: {
        module: ts.ModuleKind.ESNext,
        target: ts.ScriptTarget.ES2022,
        verbatimModuleSyntax: true,
      },
    })
    for (const statement of ts.createSourceFile(name, outputText, ts.ScriptTarget.ES2022).statements) {
      const specifier =
        ts.isImportDeclaration(statement) || ts.isExportDeclaration(statement)
          ? statement.moduleSpecifier
          : undefined
      if (!specifier || !ts.isStringLiteral(specifier)) findDynamic(statement)
      else if (specifier.text.startsWith('.')) visit(new URL(specifier.text.replace(/\.js$/, '.ts'), file))
      else packages.add(specifier.text)
    }
  }
  visit(entry)
  return { files: [...files].sort(), packages: [...packages].sort(), dynamic: [...dynamic].sort() }
}
