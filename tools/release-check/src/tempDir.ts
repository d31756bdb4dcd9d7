// Every folder the release check makes (tarballs, bundles, example apps) lives under one root per run, which the
// run's global setup makes and removes at the end (src/globalSetup.ts), so a run leaves nothing in the system's
// temporary folder. Outside vitest (a script importing these helpers) the system's temporary folder is the root.
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

/** The environment variable that carries the run's root to its test files. */
export const TEMP_ROOT_ENV = 'PORTICO_RELEASE_CHECK_TMP'

/** A fresh folder named `<prefix>XXXXXX` under the run's root. */
export const tempDir = (prefix: string) => mkdtempSync(join(process.env[TEMP_ROOT_ENV] || tmpdir(), prefix))
