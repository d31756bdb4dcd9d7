import { defineConfig, mergeConfig } from 'vitest/config'
import shared from '../../vitest.shared.js'

export default mergeConfig(
  shared,
  defineConfig({
    test: {
      // The devnet and the blockchain API for the swap controller's integration tests.
      globalSetup: ['test/swapWorld.setup.ts'],
      hookTimeout: 60_000,
      // Type tests (`*.test-d.ts`) run through tsc with the others.
      typecheck: { enabled: true, include: ['src/**/*.test-d.ts'], tsconfig: './tsconfig.json' },
    },
  }),
)
