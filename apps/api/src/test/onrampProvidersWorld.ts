import { rm } from 'node:fs/promises'
import { type Devnet, startDevnet } from '@portico/devnet'
import { type SolanaDevnet, startSolanaDevnet } from '@portico/devnet-solana'
import { getAssociatedTokenAddressSync } from '@solana/spl-token'
import { Connection, Keypair, LAMPORTS_PER_SOL, PublicKey } from '@solana/web3.js'
import { devnetChains } from '../chain/devnetChains.js'
import { seededDataDir } from './seededDataDir.js'
import { startTestApi } from './startTestApi.js'

// What the on-ramp providers tests (routes/onrampProviders.test.ts) share: both local chains and an API whose
// Solana node has an on-ramp treasury (the devnet's mint authority, so it mints PUSD and sends SOL), with its
// data in a folder so a test can restart it; and the calls a checkout page makes.

export const SOL_PRICE = 20
export type TestApi = Awaited<ReturnType<typeof startTestApi>>

const pick = ({ address, name, symbol, decimals }: SolanaDevnet['mint']) => ({
  address,
  name,
  symbol,
  decimals,
})

/** Starts both chains and makes the data folder; `start()` starts an API on them (again after a close). */
export async function startOnrampWorld() {
  const [devnet, solana]: [Devnet, SolanaDevnet] = await Promise.all([startDevnet(), startSolanaDevnet()])
  const connection = new Connection(solana.rpcUrl, 'confirmed')
  const dataDir = await seededDataDir('portico-onramp-providers-')
  const start = () =>
    startTestApi({
      chains: devnetChains(devnet),
      dataDir,
      solanaNodes: [
        {
          caipNetworkId: solana.caipNetworkId,
          name: 'Solana Local',
          rpcUrl: solana.rpcUrl,
          nativeUsdPrice: SOL_PRICE,
          tokens: [{ ...pick(solana.mint), usdPrice: 1 }],
          onramp: { treasuryKey: [...solana.mint.authority.secretKey] },
        },
      ],
    })
  const pusdOf = async (owner: string) => {
    const account = getAssociatedTokenAddressSync(new PublicKey(solana.mint.address), new PublicKey(owner))
    const balance = await connection.getTokenAccountBalance(account).catch(() => undefined)
    return Number(balance?.value.uiAmountString ?? 0)
  }
  const solOf = async (owner: string) =>
    (await connection.getBalance(new PublicKey(owner))) / LAMPORTS_PER_SOL
  return {
    devnet,
    solana,
    connection,
    start,
    pusdOf,
    solOf,
    async stop() {
      await Promise.all([devnet.stop(), solana.stop()])
      await rm(dataDir, { recursive: true, force: true })
    },
  }
}

/** A new Solana address no one holds. */
export const fresh = () => Keypair.generate().publicKey.toBase58()

/** The checkout page's calls to the API that `api()` returns, buying on the network `network()` names. */
export function onrampCalls(api: () => TestApi, network: () => string) {
  const get = async (path: string, init?: RequestInit) => {
    const res = await api().get(path, init)
    return { status: res.status, headers: res.headers, body: await res.json() }
  }
  const post = async (path: string, body: unknown, headers: Record<string, string> = {}) => {
    const res = await api().get(path, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    })
    return { status: res.status, body: await res.json() }
  }
  const checkout = async (address: string, extra: object = {}) =>
    post('/v1/generators/onrampurl?projectId=local', {
      destinationWallets: [{ address, blockchains: [network()] }],
      partnerUserId: address,
      provider: 'meridian',
      ...extra,
    })
  const pay = (id: string, body: object) =>
    post(`/onramp/checkout/${id}/pay`, {
      amount: '50',
      currency: 'USD',
      network: network(),
      method: 'card',
      card: { number: '4242424242424242', expiry: '12/30', cvc: '123' },
      ...body,
    })
  const status = (id: string, project = 'local') =>
    get(`/v1/onramp/checkout/${id}/status?projectId=${project}`)
  return { get, post, checkout, pay, status }
}
