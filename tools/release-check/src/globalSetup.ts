import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { TEMP_ROOT_ENV } from './tempDir.js'

/** One temporary root for the run's folders (see tempDir.ts), removed when the run ends, passed or failed. */
export default function setup() {
  const root = mkdtempSync(join(tmpdir(), 'portico-release-check-'))
  process.env[TEMP_ROOT_ENV] = root
  return () => rmSync(root, { recursive: true, force: true })
}
