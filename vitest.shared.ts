import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { defineConfig } from 'vitest/config'

// Every package writes a JSON report so `pnpm test` can total passed/failed across the workspace.
export default defineConfig({
  test: {
    // One generous budget per test and hook: the suite runs on 2 cores, often beside another heavy process, and
    // a test waits on states and events, so a slow machine should make it slower, not make it fail. Packages
    // that start chains or browsers set larger ones.
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // A poll waits for its state as long as its test may (vitest's own default gives up after 1 s).
    expect: { poll: { timeout: 50_000 } },
    // In-memory PGlite databases (every API and wallet-service test makes some) start from a kept copy of an
    // empty cluster instead of running initdb each time (tools/server-kit's memoryCluster.ts).
    env: { PORTICO_PGLITE_TEMPLATE: join(tmpdir(), 'portico-pglite-template') },
    reporters: ['default', ['json', { outputFile: '.vitest/results.json' }]],
  },
})
