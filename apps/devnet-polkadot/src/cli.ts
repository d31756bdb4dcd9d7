#!/usr/bin/env node
// `pnpm --filter @portico/devnet-polkadot start`: run the local chain, print its URLs, genesis hash, CAIP-2
// id and funded dev accounts as JSON, stop on SIGINT / SIGTERM. Options: --host, --port.
import { parseArgs } from 'node:util'
import { runUntilSignal } from '@portico/server-kit/cli'
import { startPolkadotDevnet } from './startPolkadotDevnet.js'

const args = process.argv.slice(2)
const { values } = parseArgs({
  args: args[0] === '--' ? args.slice(1) : args,
  options: { host: { type: 'string' }, port: { type: 'string' } },
})

await runUntilSignal({
  start: () =>
    startPolkadotDevnet({
      host: values.host,
      port: values.port === undefined ? undefined : Number(values.port),
    }),
  stop: (devnet) => devnet.stop(),
  describe: (devnet) => {
    const { wsUrl, httpUrl, genesisHash, caipNetworkId, chainName } = devnet
    const { ss58Format, decimals, symbol, accounts } = devnet
    return { wsUrl, httpUrl, genesisHash, caipNetworkId, chainName, ss58Format, decimals, symbol, accounts }
  },
  ready: (devnet) => `chopsticks ready in ${devnet.startupMs} ms; Ctrl-C stops it`,
  name: 'chopsticks',
})
