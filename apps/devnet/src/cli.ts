// `pnpm --filter @portico/devnet start`: start the devnet, print its URLs and addresses as JSON, stop on
// SIGINT / SIGTERM. Options: --state-dir <dir> (default apps/devnet/.devnet), --chain-ids 31337,31338.
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { runUntilSignal } from '@portico/server-kit/cli'
import { packageRoot } from './paths.js'
import { startDevnet } from './startDevnet.js'

const args = process.argv.slice(2)
const { values } = parseArgs({
  args: args[0] === '--' ? args.slice(1) : args, // `pnpm start -- --flag` passes the `--` through
  options: { 'state-dir': { type: 'string' }, 'chain-ids': { type: 'string' }, host: { type: 'string' } },
})
const started = performance.now()
await runUntilSignal({
  start: () =>
    startDevnet({
      stateDir: values['state-dir'] ?? join(packageRoot, '.devnet'),
      ...(values['chain-ids'] ? { chainIds: values['chain-ids'].split(',').map(Number) } : {}),
      ...(values.host ? { host: values.host } : {}),
    }),
  stop: (devnet) => devnet.stop(),
  describe: ({ chains, metadataUrl, stateDir }) => ({ metadataUrl, stateDir, chains }),
  ready: () => `devnet ready in ${Math.round(performance.now() - started)} ms; Ctrl-C stops it`,
  name: 'devnet',
})
