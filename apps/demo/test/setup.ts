import { afterEach } from 'vitest'
import { explainFailure } from './harness.js'

// Every browser test file: a failed test's report (what each open page showed) goes into its error, and the
// modal it left open is closed before the next test.
afterEach(async ({ task }) => {
  await explainFailure(task)
})
