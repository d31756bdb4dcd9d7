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
    // The files of a package share one process, so its module graph (lit, viem, the chains' libraries) loads once
    // instead of once per file: every file starts its own servers, chains and browsers in its hooks and stops them
    // after. A file that changes process-wide state its neighbours would see runs in a process of its own (see a
    // package's vitest.config.ts).
    isolate: false,
    reporters: ['default', ['json', { outputFile: '.vitest/results.json' }]],
  },
})
