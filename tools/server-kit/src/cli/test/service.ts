// A service's command line for the runUntilSignal test: an HTTP server that says each stop on stderr.
// CLI_MODE: `serve` (default), `refuse` (start fails with a refusal), `crash` (start fails otherwise).
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { runUntilSignal } from '../runUntilSignal.js'

class FolderInUse extends Error {
  override name = 'FolderInUse'
  readonly details = 'If nothing runs there, delete the lock.'
}

const mode = process.env.CLI_MODE ?? 'serve'
await runUntilSignal({
  async start() {
    if (mode === 'refuse') throw new FolderInUse('The folder is in use.')
    if (mode === 'crash') throw new Error('unexpected')
    const server = createServer((_req, res) => res.end('up'))
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    return server
  },
  async stop(server) {
    console.error('stop called')
    // Slow enough that a second signal arrives while this one stops.
    await new Promise<void>((resolve) => server.close(() => setTimeout(resolve, 200)))
  },
  describe: (server) => ({ url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` }),
  ready: () => 'ready; Ctrl-C stops it',
  name: 'test service',
  isRefusal: (error) => error instanceof FolderInUse,
})
