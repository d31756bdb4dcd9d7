import { spawn } from 'node:child_process'
import { freePort } from '@portico/dev-utils'
import { DEVNET_MNEMONIC } from './accounts.js'
import { anvilBinary } from './anvilBinary.js'

export type AnvilProcess = {
  pid: number
  rpcUrl: string
  wsUrl: string
  /** SIGTERM to the process group, SIGKILL after 3 s; resolves once the process is reaped. */
  stop(): Promise<void>
  /** Synchronous SIGKILL of the process group (for exit handlers). */
  kill(): void
}

type AnvilOptions = { chainId: number; host: string; genesisTimestamp?: number | undefined }

const READY_TIMEOUT_MS = 20_000

/** Starts anvil on a free port (retrying when another process takes the port first) and waits for RPC. */
export async function startAnvil(options: AnvilOptions): Promise<AnvilProcess> {
  let lastError: unknown
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      return await launch(options, await freePort(options.host))
    } catch (error) {
      lastError = error
      if (!String(error).includes('in use')) throw error
    }
  }
  throw lastError
}

async function launch(
  { chainId, host, genesisTimestamp }: AnvilOptions,
  port: number,
): Promise<AnvilProcess> {
  const args = ['--host', host, '--port', String(port), '--chain-id', String(chainId)]
  // Later blocks follow on from it as time passes (a history that starts in the past).
  if (genesisTimestamp !== undefined) args.push('--timestamp', String(genesisTimestamp))
  // Prague: EIP-7702 (an EOA delegating to Simple7702Account) and the rest of the current mainnet rules.
  args.push('--hardfork', 'prague')
  args.push('--mnemonic', DEVNET_MNEMONIC, '--accounts', '10', '--quiet')
  // Own process group (detached), so stop() can kill the group and a terminal's Ctrl-C reaches only us.
  const child = spawn(anvilBinary(), args, { detached: true, stdio: ['ignore', 'ignore', 'pipe'] })
  let stderr = ''
  child.stderr?.setEncoding('utf8')
  child.stderr?.on('data', (chunk: string) => {
    stderr = (stderr + chunk).slice(-4000)
  })
  let exited = false
  const exit = new Promise<void>((resolve) => {
    child.once('exit', () => {
      exited = true
      resolve()
    })
    child.once('error', (error) => {
      exited = true
      stderr += String(error)
      resolve()
    })
  })

  const pid = child.pid
  const kill = () => {
    if (exited || pid === undefined) return
    try {
      process.kill(-pid, 'SIGKILL')
    } catch {
      // already gone
    }
  }
  const stop = async () => {
    if (exited || pid === undefined) return
    try {
      process.kill(-pid, 'SIGTERM')
    } catch {
      return
    }
    const timer = setTimeout(kill, 3000)
    await exit
    clearTimeout(timer)
  }

  const rpcUrl = `http://${host}:${port}`
  const deadline = Date.now() + READY_TIMEOUT_MS
  while (!(await answers(rpcUrl))) {
    if (exited) throw new Error(`anvil (chain ${chainId}, port ${port}) exited: ${stderr.trim()}`)
    if (Date.now() > deadline) {
      await stop()
      throw new Error(`anvil (chain ${chainId}, port ${port}) did not answer within ${READY_TIMEOUT_MS} ms`)
    }
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
  if (pid === undefined) throw new Error('anvil has no pid')
  return { pid, rpcUrl, wsUrl: `ws://${host}:${port}`, stop, kill }
}

async function answers(rpcUrl: string): Promise<boolean> {
  try {
    const response = await fetch(rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] }),
      signal: AbortSignal.timeout(1000),
    })
    return response.ok
  } catch {
    return false
  }
}
