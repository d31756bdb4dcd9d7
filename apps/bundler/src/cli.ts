// `pnpm --filter @portico/bundler start`: the bundler for a running chain. BUNDLER_RPC_URL (default
// http://127.0.0.1:8545), BUNDLER_PRIVATE_KEY (default: the devnet's account 8, funded by anvil), BUNDLER_PORT
// (default 4337), BUNDLER_ENTRY_POINT (default EntryPoint v0.8's canonical address).
import { devnetPrivateKey } from '@portico/devnet/contracts'
import { runUntilSignal } from '@portico/server-kit/cli'
import type { Address, Hex } from 'viem'
import { BundlerOptionsError, startBundler } from './startBundler.js'

const env = process.env
const privateKey = (env.BUNDLER_PRIVATE_KEY || devnetPrivateKey(8)) as Hex

await runUntilSignal({
  start: () =>
    startBundler({
      rpcUrl: env.BUNDLER_RPC_URL || 'http://127.0.0.1:8545',
      privateKey,
      port: Number(env.BUNDLER_PORT || 4337),
      ...(env.BUNDLER_ENTRY_POINT ? { entryPoint: env.BUNDLER_ENTRY_POINT as Address } : {}),
    }),
  stop: (bundler) => bundler.close(),
  describe: (bundler) => ({ bundler: bundler.url }),
  ready: (bundler) => `bundler ${bundler.url} (ERC-4337 v0.8, one operation per bundle; Ctrl-C stops it)`,
  name: 'bundler',
  isRefusal: (error) => error instanceof BundlerOptionsError,
})
