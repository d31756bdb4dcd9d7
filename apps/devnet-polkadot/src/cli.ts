#!/usr/bin/env node
// `pnpm --filter @portico/devnet-polkadot start`: run the local chain, print its URLs, genesis hash, CAIP-2
// id and funded dev accounts as JSON, stop on SIGINT / SIGTERM. Options: --host, --port.
import { parseArgs } from 'node:util'
import { startPolkadotDevnet } from './startPolkadotDevnet.js'

const args = process.argv.slice(2)
const { values } = parseArgs({
  args: args[0] === '--' ? args.slice(1) : args,
  options: { host: { type: 'string' }, port: { type: 'string' } },
})

const devnet = await startPolkadotDevnet({
  host: values.host,
  port: values.port === undefined ? undefined : Number(values.port),
})
const { wsUrl, httpUrl, genesisHash, caipNetworkId, chainName, ss58Format, decimals, symbol, accounts } =
  devnet
console.log(
  JSON.stringify(
    { wsUrl, httpUrl, genesisHash, caipNetworkId, chainName, ss58Format, decimals, symbol, accounts },
    null,
    2,
  ),
)
console.error(`chopsticks ready in ${devnet.startupMs} ms; Ctrl-C stops it`)

let stopping = false
const shutdown = async (signal: string) => {
  if (stopping) return
  stopping = true
  console.error(`${signal}: stopping chopsticks`)
  await devnet.stop()
  process.exit(0)
}
process.on('SIGINT', () => void shutdown('SIGINT'))
process.on('SIGTERM', () => void shutdown('SIGTERM'))
