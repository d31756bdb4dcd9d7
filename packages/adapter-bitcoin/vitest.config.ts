import { defineConfig, mergeConfig } from 'vitest/config'
import shared from '../../vitest.shared.js'

// litecoind starts in a hook (and is installed there with apt-get on a machine that lacks it).
export default mergeConfig(shared, defineConfig({ test: { hookTimeout: 180_000, testTimeout: 60_000 } }))
