import { mergeConfig } from 'vitest/config'
import shared from '../../vitest.shared.js'

// Files whose API runs an indexer on a chain, that change process.env, or that spawn API processes get a fresh
// process each (their state would leak into the next file). The rest share one process, so the API's module
// graph (viem, Polkadot, Solana, Bitcoin libraries) loads once for all of them instead of once per file: every
// one of them starts its own servers, databases and chains in its hooks and stops them after.
const ownProcess = [
  'src/cli.test.ts',
  'src/scaleOut.test.ts',
  'src/db/postgres.test.ts',
  'src/routes/history.test.ts',
  'src/routes/nfts.test.ts',
  'src/routes/onrampDelivery.test.ts',
  'src/routes/onrampProviders.test.ts',
  'src/routes/balance.test.ts',
  'src/routes/convert/convert.test.ts',
]

// Real servers, PGlite and local chains start in hooks; under a loaded CI machine that takes seconds.
export default mergeConfig(shared, {
  test: {
    hookTimeout: 60_000,
    testTimeout: 90_000,
    projects: [
      { extends: true, test: { name: 'own-process', include: ownProcess, isolate: true } },
      {
        extends: true,
        test: { name: 'shared-process', include: ['src/**/*.test.ts'], exclude: ownProcess },
      },
    ],
  },
})
