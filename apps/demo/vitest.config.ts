import { defineConfig, mergeConfig } from 'vitest/config'
import shared from '../../vitest.shared.js'

export default mergeConfig(
  shared,
  defineConfig({
    test: {
      // The files share one process (the workspace's default): each opens its own pages and contexts on the one
      // Chromium and closes them, and none changes process-wide state. A process per file cost ~3 s of CPU
      // each (starting it, loading Playwright and the harness again), ~75 s over the suite.
      include: ['test/**/*.test.ts'],
      globalSetup: ['test/globalSetup.ts'],
      setupFiles: ['test/setup.ts'],
      // One budget per test, generous for a busy 2-core machine; the waits inside wait on states and events
      // (Playwright's own per-action limit is off, see harness.ts), and polls give up only with their test.
      testTimeout: 180_000,
      hookTimeout: 180_000,
      expect: { poll: { timeout: 120_000 } },
    },
  }),
)
