import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { afterAll, expect, test } from 'vitest'
import { staticImports } from './staticImports.js'

const dir = mkdtempSync(join(tmpdir(), 'static-imports-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))
const write = (name: string, text: string) => {
  mkdirSync(join(dir, name, '..'), { recursive: true })
  writeFileSync(join(dir, name), text)
}
write(
  'entry.ts',
  "import { a } from './a.js'\nimport type { T } from 'heavy-types'\nexport * from './b.js'\nexport const x = a\n",
)
write(
  'a.ts',
  "import { light } from 'light'\nexport const a = () => import('./actions/act.js')\nexport const b = (p: string) => import(p)\n",
)
write('b.ts', "export type { Only } from 'types-only'\nexport { y } from 'reexported'\n")
write('actions/act.ts', "import 'heavy'\n")

test('follows static imports and re-exports, erases type-only ones, stops at import()', () => {
  const graph = staticImports(pathToFileURL(join(dir, 'entry.ts')))
  expect(graph.files).toEqual(['a.ts', 'b.ts', 'entry.ts'])
  expect(graph.packages).toEqual(['light', 'reexported'])
  expect(graph.dynamic).toEqual(['(not a literal)', './actions/act.js'])
})
