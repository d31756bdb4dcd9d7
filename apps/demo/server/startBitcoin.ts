import { createBitcoinDevWallet } from '@portico/dev-wallet'
import { type BitcoinDevnet, startBitcoinDevnet } from '@portico/devnet-bitcoin'

/** Coins the dev wallet's payment address gets at start. */
export const DEV_WALLET_COINS = '10'

/**
 * litecoind in regtest with the dev wallet's Bitcoin payment address funded, or undefined (with the reason
 * printed) when no litecoind can be started here: the demo then runs EVM only.
 */
export async function startBitcoin({ host }: { host: string }): Promise<BitcoinDevnet | undefined> {
  if (process.env.PORTICO_DEMO_BITCOIN === '0') return undefined
  let devnet: BitcoinDevnet | undefined
  try {
    devnet = await startBitcoinDevnet({ host })
    const { payment } = createBitcoinDevWallet({
      network: devnet.network,
      chains: [devnet.caipNetworkId],
      policy: 'approve',
    })
    await devnet.fund(payment.address, DEV_WALLET_COINS)
    return devnet
  } catch (error) {
    await devnet?.stop()
    console.warn(`Portico: no Bitcoin regtest chain (${(error as Error).message}); the demo runs EVM only.`)
    return undefined
  }
}
