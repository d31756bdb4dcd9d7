import { defineConfig } from 'vitest/config'

// Every package writes a JSON report so `pnpm test` can total passed/failed across the workspace.
export default defineConfig({
  test: {
    reporters: ['default', ['json', { outputFile: '.vitest/results.json' }]],
  },
})
