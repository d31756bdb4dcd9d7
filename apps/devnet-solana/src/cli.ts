#!/usr/bin/env node
// `pnpm --filter @portico/devnet-solana start`: start the local Solana chain, print its URLs, CAIP-2 id,
// mint and test accounts (with their secret keys) as JSON, stop on SIGINT / SIGTERM. Options: --host, --port.
import { parseArgs } from 'node:util'
import { runUntilSignal } from '@portico/server-kit/cli'
import bs58 from 'bs58'
import { startSolanaDevnet } from './startSolanaDevnet.js'

const args = process.argv.slice(2)
const { values } = parseArgs({
  args: args[0] === '--' ? args.slice(1) : args,
  allowPositionals: true,
  options: { host: { type: 'string' }, port: { type: 'string' } },
})
await runUntilSignal({
  start: () =>
    startSolanaDevnet({
      host: values.host,
      port: values.port === undefined ? undefined : Number(values.port),
    }),
  stop: (devnet) => devnet.stop(),
  describe: ({ rpcUrl, wsUrl, caipNetworkId, genesisHash, mint, accounts }) => ({
    rpcUrl,
    wsUrl,
    caipNetworkId,
    genesisHash,
    mint: { address: mint.address, decimals: mint.decimals, symbol: mint.symbol, name: mint.name },
    accounts: accounts.map(({ address, keypair, tokenAccount }) => ({
      address,
      tokenAccount,
      secretKey: bs58.encode(keypair.secretKey),
    })),
  }),
  ready: () => 'Solana devnet ready; Ctrl-C stops it',
  name: 'Solana devnet',
})
