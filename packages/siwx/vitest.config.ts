import { defineConfig, mergeConfig } from 'vitest/config'
import shared from '../../vitest.shared.js'

export default mergeConfig(
  shared,
  defineConfig({
    test: {
      // The devnet and the blockchain API for createSiwx's tests.
      globalSetup: ['test/apiWorld.setup.ts'],
      hookTimeout: 60_000,
    },
  }),
)
