#!/usr/bin/env node
// `pnpm --filter @portico/devnet-bitcoin start`: start litecoind in regtest, print its RPC URL, auth,
// network parameters and CAIP-2 id as JSON, stop on SIGINT / SIGTERM. Options: --data-dir, --host, --blocks.
import { parseArgs } from 'node:util'
import { runUntilSignal } from '@portico/server-kit/cli'
import { startBitcoinDevnet } from './startBitcoinDevnet.js'

const args = process.argv.slice(2)
const { positionals, values } = parseArgs({
  args: args[0] === '--' ? args.slice(1) : args,
  allowPositionals: true,
  options: { 'data-dir': { type: 'string' }, host: { type: 'string' }, blocks: { type: 'string' } },
})
const command = positionals[0] ?? 'start'
if (command !== 'start') {
  console.error(`unknown command ${command}; usage: portico-devnet-bitcoin start [--data-dir d] [--host h]`)
  process.exit(2)
}

const started = performance.now()
await runUntilSignal({
  start: () =>
    startBitcoinDevnet({
      dataDir: values['data-dir'],
      host: values.host,
      initialBlocks: values.blocks === undefined ? undefined : Number(values.blocks),
    }),
  stop: (devnet) => devnet.stop(),
  describe: ({
    rpcUrl,
    rpcAuth,
    network,
    caipNetworkId,
    dustRelayFeeRate,
    minRelayFeeRate,
    faucetAddress,
    dataDir,
  }) => ({
    rpcUrl,
    rpcAuth,
    caipNetworkId,
    network,
    dustRelayFeeRate,
    minRelayFeeRate,
    faucetAddress,
    dataDir,
  }),
  ready: () => `litecoind regtest ready in ${Math.round(performance.now() - started)} ms; Ctrl-C stops it`,
  name: 'litecoind',
})
