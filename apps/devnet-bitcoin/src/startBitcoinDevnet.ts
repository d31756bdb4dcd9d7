import { type ChildProcess, spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { freePort, killGroup, onProcessExit, startWatchdog, stopWatchdog } from '@portico/dev-utils'
import { ensureLitecoind } from './ensureLitecoind.js'
import { litecoinRegtest, litecoinRegtestPolicy } from './network.js'
import { createNodeRpc, type NodeRpc, NodeRpcError } from './rpc.js'
import type { BitcoinDevnet, StartBitcoinDevnetOptions } from './types.js'

const READY_TIMEOUT_MS = 30_000
const FAUCET = 'faucet'

/**
 * Starts litecoind in regtest on free ports with a fresh data dir, creates the faucet wallet and mines
 * `initialBlocks` to it. Nothing outlives stop() nor this process (exit handler + watchdog shell).
 */
export async function startBitcoinDevnet(options: StartBitcoinDevnetOptions = {}): Promise<BitcoinDevnet> {
  const binary = ensureLitecoind()
  const host = options.host ?? '127.0.0.1'
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'portico-devnet-bitcoin-'))
  const rpcAuth = { username: 'portico', password: randomBytes(16).toString('hex') }

  let lastError: unknown
  for (let attempt = 0; attempt < 3; attempt++) {
    const [rpcPort, p2pPort] = [await freePort(host), await freePort(host)]
    try {
      return await launch({ binary, host, dataDir, rpcAuth, rpcPort, p2pPort, options })
    } catch (error) {
      lastError = error
      // Another process took a port between freePort() and the bind: try new ports.
      if (!/bind|in use/i.test(String(error))) break
    }
  }
  if (options.dataDir === undefined) rmSync(dataDir, { recursive: true, force: true })
  throw lastError
}

type LaunchParameters = {
  binary: string
  host: string
  dataDir: string
  rpcAuth: { username: string; password: string }
  rpcPort: number
  p2pPort: number
  options: StartBitcoinDevnetOptions
}

async function launch(parameters: LaunchParameters): Promise<BitcoinDevnet> {
  const { binary, host, dataDir, rpcAuth, rpcPort, p2pPort, options } = parameters
  const args = [
    '-regtest',
    `-datadir=${dataDir}`,
    '-server',
    `-rpcbind=${host}`,
    `-rpcallowip=${host}`,
    `-rpcport=${rpcPort}`,
    `-rpcuser=${rpcAuth.username}`,
    `-rpcpassword=${rpcAuth.password}`,
    '-rpcthreads=8',
    '-rpcworkqueue=256',
    `-bind=${host}:${p2pPort}`,
    `-port=${p2pPort}`,
    '-listenonion=0',
    '-dnsseed=0',
    '-connect=0',
    '-upnp=0',
    '-txindex',
    '-fallbackfee=0.0002',
    // Mainnet relay policy (standardness, dust) so the node refuses what a real node would.
    '-acceptnonstdtxn=0',
    '-keypool=10',
    '-dbcache=16',
    '-maxmempool=16',
    '-printtoconsole',
    '-nodebuglogfile',
  ]
  // Own process group, so stop() can signal the group and a terminal's Ctrl-C reaches only us.
  const child = spawn(binary, args, { detached: true, stdio: ['ignore', 'pipe', 'pipe'] })
  let output = ''
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString('utf8')).slice(-6000)
  }
  child.stdout?.on('data', keep)
  child.stderr?.on('data', keep)
  const exit = new Promise<void>((resolve) => {
    child.once('exit', () => resolve())
    child.once('error', (error) => {
      output += String(error)
      resolve()
    })
  })
  const exited = () => child.exitCode !== null || child.signalCode !== null || child.pid === undefined

  let watchdog: ChildProcess | undefined
  const kill = () => {
    if (!exited()) killGroup(child)
    killGroup(watchdog)
  }
  const unregister = onProcessExit(kill)
  let stopping: Promise<void> | undefined
  const stop = () => {
    stopping ??= (async () => {
      if (!exited()) {
        try {
          process.kill(-(child.pid as number), 'SIGTERM')
        } catch {}
        const timer = setTimeout(() => killGroup(child), 5_000)
        await exit
        clearTimeout(timer)
      }
      await stopWatchdog(watchdog)
      unregister()
      if (options.dataDir === undefined) rmSync(dataDir, { recursive: true, force: true })
    })()
    return stopping
  }

  try {
    if (child.pid === undefined) throw new Error(`litecoind did not start: ${output}`)
    watchdog = startWatchdog([child.pid], { name: 'portico-devnet-bitcoin-watchdog' })
    const rpcUrl = `http://${host}:${rpcPort}`
    const rpc = createNodeRpc(rpcUrl, rpcAuth)
    await waitReady(rpc, exited, () => output)

    await rpc('createwallet', [FAUCET])
    const faucetAddress = await rpc<string>('getnewaddress', ['', 'bech32'], FAUCET)
    const mine = (blocks = 1, address = faucetAddress) =>
      rpc<string[]>('generatetoaddress', [blocks, address])
    await mine(options.initialBlocks ?? 110)
    const genesis = await rpc<string>('getblockhash', [0])

    return {
      rpcUrl,
      rpcAuth,
      network: litecoinRegtest,
      caipNetworkId: `bip122:${genesis.slice(0, 32)}`,
      ...litecoinRegtestPolicy,
      faucetWallet: FAUCET,
      faucetAddress,
      p2pPort,
      dataDir,
      pids: [child.pid, ...(watchdog?.pid ? [watchdog.pid] : [])],
      rpc,
      mine,
      async fund(address, amount, { confirm = true } = {}) {
        const txid = await rpc<string>('sendtoaddress', [address, String(amount)], FAUCET)
        if (confirm) await mine(1)
        return { txid }
      },
      stop,
    }
  } catch (error) {
    await stop()
    throw error
  }
}

/** Polls until the RPC answers and the node is past its warm-up (-28). */
async function waitReady(rpc: NodeRpc, exited: () => boolean, output: () => string): Promise<void> {
  const deadline = Date.now() + READY_TIMEOUT_MS
  for (;;) {
    try {
      await rpc('getblockchaininfo')
      return
    } catch (error) {
      const warmingUp = error instanceof NodeRpcError && error.code === -28
      if (!warmingUp && exited()) throw new Error(`litecoind exited: ${output().trim()}`)
    }
    if (Date.now() > deadline) throw new Error(`litecoind did not answer within ${READY_TIMEOUT_MS} ms`)
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}
