import { type PolkadotDevnet, startPolkadotDevnet } from '@portico/devnet-polkadot'

/**
 * The chopsticks chain (Kusama local-testnet genesis, //Alice … //Ferdie funded), or undefined (with the
 * reason printed) when it cannot start: the demo then runs without Polkadot. `PORTICO_DEMO_POLKADOT=0` skips it.
 */
export async function startPolkadot({ host }: { host: string }): Promise<PolkadotDevnet | undefined> {
  if (process.env.PORTICO_DEMO_POLKADOT === '0') return undefined
  try {
    return await startPolkadotDevnet({ host })
  } catch (error) {
    console.warn(`Portico: no Polkadot chain (${(error as Error).message}); the demo runs without it.`)
    return undefined
  }
}
