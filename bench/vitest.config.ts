import { defineConfig, mergeConfig } from 'vitest/config'
import shared from '../vitest.shared.js'

// Only the size budgets run here; the side-by-side benchmark is `pnpm bench`. Vite's builds read NODE_ENV
// (vitest sets it to 'test'), so it is 'production' here, as in `pnpm bench`.
export default mergeConfig(
  shared,
  defineConfig({
    test: { include: ['test/**/*.test.ts'], testTimeout: 120_000, env: { NODE_ENV: 'production' } },
  }),
)
