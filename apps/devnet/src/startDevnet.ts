import type { ChildProcess } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { killGroup, onProcessExit, startWatchdog, stopWatchdog } from '@portico/dev-utils'
import { type AnvilProcess, startAnvil } from './anvil.js'
import { loadArtifacts } from './artifacts.js'
import { deploy } from './deploy.js'
import { loadErc4337Artifacts } from './erc4337/erc4337Artifacts.js'
import { type MetadataServer, startMetadataServer } from './metadataServer.js'
import type { Devnet, DevnetChain, StartDevnetOptions } from './types.js'

export const DEFAULT_CHAIN_IDS = [31337, 31338]

/**
 * Starts one anvil per chain id and the metadata server on free ports, deploys and seeds the contracts,
 * and writes `<stateDir>/<chainId>/addresses.json` and `<stateDir>/devnet.json`. Nothing outlives stop(),
 * nor this process: an exit handler and a watchdog kill the anvil process groups.
 */
export async function startDevnet(options: StartDevnetOptions = {}): Promise<Devnet> {
  const host = options.host ?? '127.0.0.1'
  const chainIds = options.chainIds ?? DEFAULT_CHAIN_IDS
  if (chainIds.length === 0 || new Set(chainIds).size !== chainIds.length) {
    throw new Error(`startDevnet: chain ids must be distinct and non-empty, got ${chainIds.join(', ')}`)
  }
  const artifacts = loadArtifacts()
  const erc4337Artifacts = loadErc4337Artifacts()
  const stateDir = options.stateDir ?? mkdtempSync(join(tmpdir(), 'portico-devnet-'))

  const anvils: AnvilProcess[] = []
  let server: MetadataServer | undefined
  let watchdog: ChildProcess | undefined
  const killAll = () => {
    for (const anvil of anvils) anvil.kill()
    killGroup(watchdog)
  }
  const unregister = onProcessExit(killAll)
  let stopping: Promise<void> | undefined
  const stop = () => {
    stopping ??= (async () => {
      await Promise.all([...anvils.map((anvil) => anvil.stop()), server?.close(), stopWatchdog(watchdog)])
      unregister()
      if (options.stateDir === undefined) rmSync(stateDir, { recursive: true, force: true })
    })()
    return stopping
  }

  try {
    server = await startMetadataServer(host)
    const launched = await Promise.allSettled(
      chainIds.map((chainId) => startAnvil({ chainId, host, genesisTimestamp: options.genesisTimestamp })),
    )
    for (const result of launched) if (result.status === 'fulfilled') anvils.push(result.value)
    const failed = launched.find((result) => result.status === 'rejected')
    if (failed) throw failed.reason
    watchdog = startWatchdog(anvils.map((anvil) => anvil.pid))

    const metadataUrl = server.url
    const chains: DevnetChain[] = await Promise.all(
      anvils.map(async (anvil, index) => {
        const chainId = chainIds[index]!
        const addresses = await deploy({
          chainId,
          rpcUrl: anvil.rpcUrl,
          artifacts,
          erc4337Artifacts,
          metadataUrl,
        })
        return { chainId, rpcUrl: anvil.rpcUrl, wsUrl: anvil.wsUrl, addresses }
      }),
    )

    for (const chain of chains) {
      mkdirSync(join(stateDir, String(chain.chainId)), { recursive: true })
      writeFileSync(
        join(stateDir, String(chain.chainId), 'addresses.json'),
        `${JSON.stringify(chain.addresses, null, 2)}\n`,
      )
    }
    const info = { metadataUrl, chains }
    writeFileSync(join(stateDir, 'devnet.json'), `${JSON.stringify(info, null, 2)}\n`)
    server.setInfo(info)

    const pids = [...anvils.map((anvil) => anvil.pid), ...(watchdog?.pid ? [watchdog.pid] : [])]
    return { chains, metadataUrl, stateDir, pids, stop }
  } catch (error) {
    await stop()
    throw error
  }
}
