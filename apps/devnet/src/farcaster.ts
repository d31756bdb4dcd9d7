import type { ChildProcess } from 'node:child_process'
import { onProcessExit, startWatchdog, stopWatchdog } from '@portico/dev-utils'
import { type Address, createTestClient, parseEther } from 'viem'
import { type AnvilProcess, startAnvil } from './anvil.js'
import { loadArtifacts } from './artifacts.js'
import { createDeployContext } from './deploy/context.js'
import { type FarcasterHub, type FarcasterHubProfile, startFarcasterHub } from './farcasterHub.js'
import { farcasterIdRegistryAbi } from './generated/abis.js'

export { type FarcasterHub, type FarcasterHubProfile, startFarcasterHub } from './farcasterHub.js'

/** Farcaster's IdRegistry on OP Mainnet: where the local world places its stand-in (`FarcasterIdRegistry.sol`). */
export const FARCASTER_ID_REGISTRY_ADDRESS: Address = '0x00000000Fc6c5F01Fc30151999387Bb99A9f489b'

/** OP Mainnet's chain id: the chain Sign In With Farcaster messages name, and the local world's anvil's id. */
export const FARCASTER_CHAIN_ID = 10

/** The stand-in IdRegistry on one chain: registers fids and moves them between custody addresses. */
export type FarcasterIdRegistry = {
  /** `FARCASTER_ID_REGISTRY_ADDRESS`. */
  idRegistry: Address
  /** Registers the next fid (1, 2, …) to `custody`, which holds none yet; answers the fid. */
  register(custody: Address): Promise<number>
  /** Moves the fid of `custody` to `to` (which holds none): `to` becomes its custody address. */
  transfer(custody: Address, to: Address): Promise<void>
  /** The custody address of `fid` (the zero address for an fid not registered). */
  custodyOf(fid: number): Promise<Address>
}

export type InstallFarcasterIdRegistryParameters = {
  /** An anvil's JSON-RPC URL (the devnet's accounts unlocked in it). */
  rpcUrl: string
  /** The chain's id. Default `FARCASTER_CHAIN_ID`. */
  chainId?: number
}

/**
 * Puts the stand-in IdRegistry's runtime code at Farcaster's canonical address on an anvil chain
 * (`anvil_setCode`: no deployment, empty storage), and answers a handle that registers fids there. Registrations
 * are sent by the devnet's deployer (account 9); a transfer is sent as its custody address, impersonated.
 *
 * @example
 * const registry = await installFarcasterIdRegistry({ rpcUrl })
 * const fid = await registry.register(privateKeyToAccount(key).address)
 */
export async function installFarcasterIdRegistry({
  rpcUrl,
  chainId = FARCASTER_CHAIN_ID,
}: InstallFarcasterIdRegistryParameters): Promise<FarcasterIdRegistry> {
  const artifacts = loadArtifacts()
  const { chain, transport, client, wallet, mined } = createDeployContext({ chainId, rpcUrl, artifacts })
  const anvil = createTestClient({ mode: 'anvil', chain, transport })
  await anvil.setCode({
    address: FARCASTER_ID_REGISTRY_ADDRESS,
    bytecode: artifacts.contracts.FarcasterIdRegistry.deployedBytecode,
  })
  const contract = { address: FARCASTER_ID_REGISTRY_ADDRESS, abi: farcasterIdRegistryAbi } as const
  const fidOf = async (custody: Address) =>
    Number(await client.readContract({ ...contract, functionName: 'idOf', args: [custody] }))

  return {
    idRegistry: FARCASTER_ID_REGISTRY_ADDRESS,
    async register(custody) {
      await mined(await wallet.writeContract({ ...contract, functionName: 'register', args: [custody] }))
      return fidOf(custody)
    },
    async transfer(custody, to) {
      // The custody key may be one anvil does not hold: anvil sends as it (with gas money) without its key.
      await anvil.impersonateAccount({ address: custody })
      try {
        await anvil.setBalance({ address: custody, value: parseEther('1') })
        await mined(
          await wallet.writeContract({ ...contract, account: custody, functionName: 'transfer', args: [to] }),
        )
      } finally {
        await anvil.stopImpersonatingAccount({ address: custody })
      }
    },
    custodyOf: (fid) => client.readContract({ ...contract, functionName: 'custodyOf', args: [BigInt(fid)] }),
  }
}

export type StartFarcasterWorldOptions = {
  /** Interface to bind. Default 127.0.0.1. */
  host?: string
}

/**
 * A local Farcaster world: an anvil chain with id 10 and the stand-in IdRegistry at its canonical address, and a
 * stand-in hub serving the fids' profiles (`GET /v1/userDataByFid`).
 */
export type FarcasterWorld = Omit<FarcasterIdRegistry, 'register'> & {
  /** Registers the next fid to `custody` (as the registry's `register`), and sets its profile on the hub if given. */
  register(custody: Address, profile?: FarcasterHubProfile): Promise<number>
  rpcUrl: string
  chainId: typeof FARCASTER_CHAIN_ID
  /** The hub's base URL, as the wallet service's `farcaster.hubUrl` takes it. */
  hubUrl: string
  /** Sets (replaces) the profile the hub serves for `fid`. */
  setProfile: FarcasterHub['setProfile']
  /** PIDs of the processes the world started (anvil, and the watchdog); the hub runs in this process. */
  pids: number[]
  /** Stops anvil and the hub; resolves once anvil is reaped. */
  stop(): Promise<void>
}

/**
 * Starts anvil with chain id 10 on a free port and installs the stand-in IdRegistry in it, and a stand-in hub on
 * another, for tests of Sign In With Farcaster (the wallet service reads custody addresses from the chain over
 * JSON-RPC, and profiles from the hub). Nothing outlives `stop()`, nor this process (an exit handler and a watchdog
 * kill anvil).
 *
 * @example
 * const world = await startFarcasterWorld()
 * const fid = await world.register(custody.address, { username: 'alice' })
 * // … point the service's `farcaster.rpcUrl` at world.rpcUrl and `farcaster.hubUrl` at world.hubUrl …
 * await world.stop()
 */
export async function startFarcasterWorld(options: StartFarcasterWorldOptions = {}): Promise<FarcasterWorld> {
  const host = options.host ?? '127.0.0.1'
  let anvil: AnvilProcess | undefined
  let watchdog: ChildProcess | undefined
  let hub: FarcasterHub | undefined
  const unregister = onProcessExit(() => anvil?.kill())
  let stopping: Promise<void> | undefined
  const stop = () => {
    stopping ??= (async () => {
      await Promise.all([anvil?.stop(), stopWatchdog(watchdog), hub?.close()])
      unregister()
    })()
    return stopping
  }
  try {
    anvil = await startAnvil({ chainId: FARCASTER_CHAIN_ID, host })
    watchdog = startWatchdog([anvil.pid])
    const registry = await installFarcasterIdRegistry({ rpcUrl: anvil.rpcUrl })
    hub = await startFarcasterHub(host)
    const { url: hubUrl, setProfile } = hub
    const pids = [anvil.pid, ...(watchdog?.pid ? [watchdog.pid] : [])]
    return {
      ...registry,
      async register(custody, profile) {
        const fid = await registry.register(custody)
        if (profile) setProfile(fid, profile)
        return fid
      },
      rpcUrl: anvil.rpcUrl,
      chainId: FARCASTER_CHAIN_ID,
      hubUrl,
      setProfile,
      pids,
      stop,
    }
  } catch (error) {
    await stop()
    throw error
  }
}
