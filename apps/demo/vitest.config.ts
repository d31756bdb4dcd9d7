import { defineConfig, mergeConfig } from 'vitest/config'
import shared from '../../vitest.shared.js'

export default mergeConfig(
  shared,
  defineConfig({
    test: {
      // Each file in a process of its own, as before the workspace's default became a shared one.
      isolate: true,
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
