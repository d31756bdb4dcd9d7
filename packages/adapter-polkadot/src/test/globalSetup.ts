import { startPolkadotDevnet } from '@portico/devnet-polkadot'
import type { TestProject } from 'vitest/node'

/** One chopsticks chain for the whole run, its details handed to the tests with `inject('polkadotDevnet')`. */
export default async function setup(project: TestProject) {
  const devnet = await startPolkadotDevnet()
  console.log(`[adapter-polkadot] chopsticks devnet ready in ${devnet.startupMs} ms at ${devnet.wsUrl}`)
  const { wsUrl, httpUrl, genesisHash, caipNetworkId, ss58Format, decimals, symbol, accounts, endowment } =
    devnet
  project.provide('polkadotDevnet', {
    wsUrl,
    httpUrl,
    genesisHash,
    caipNetworkId,
    ss58Format,
    decimals,
    symbol,
    accounts,
    endowment: endowment.toString(),
  })
  return () => devnet.stop()
}

declare module 'vitest' {
  export interface ProvidedContext {
    polkadotDevnet: {
      wsUrl: string
      httpUrl: string
      genesisHash: string
      caipNetworkId: string
      ss58Format: number
      decimals: number
      symbol: string
      accounts: { name: string; uri: string; address: string; publicKey: string }[]
      endowment: string
    }
  }
}
