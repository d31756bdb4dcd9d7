import { existsSync } from 'node:fs'
import { createBitcoinDevWallet } from '@portico/dev-wallet/bitcoin'
import { createSolanaDevWallet } from '@portico/dev-wallet/solana'
import { type BitcoinDevnet, LITECOIND, litecoinRegtest, startBitcoinDevnet } from '@portico/devnet-bitcoin'
import { type PolkadotDevnet, startPolkadotDevnet } from '@portico/devnet-polkadot'
import { type SolanaDevnet, startSolanaDevnet } from '@portico/devnet-solana'
import { mnemonicToAccount } from 'viem/accounts'
import { createSiweMessage } from 'viem/siwe'
import { expect } from 'vitest'
import { startTestWorld } from './startTestWorld.js'

// What the sign-in tests (routes/signIn.test.ts) share: the API on all four namespaces' local chains, the
// page that signs in, the calls it makes, and the messages a client writes.

export const hasLitecoind = Boolean(process.env.PORTICO_LITECOIND) || existsSync(LITECOIND)
export const owner = mnemonicToAccount('test test test test test test test test test test test junk', {
  addressIndex: 0,
})
export const page = 'http://localhost:5173'
export const domain = 'localhost:5173'

/** The EVM devnet and API, plus Solana, Polkadot and (when litecoind is installed) Litecoin nodes it serves. */
export async function startSignInWorld() {
  const [solana, polkadot, bitcoin]: [SolanaDevnet, PolkadotDevnet, BitcoinDevnet | undefined] =
    await Promise.all([
      startSolanaDevnet(),
      startPolkadotDevnet(),
      hasLitecoind ? startBitcoinDevnet() : Promise.resolve(undefined),
    ])
  const stopNodes = () => Promise.all([solana.stop(), polkadot.stop(), bitcoin?.stop()])
  try {
    const world = await startTestWorld({
      indexer: { enabled: false, intervalMs: 1000 },
      solanaNodes: [{ caipNetworkId: solana.caipNetworkId, rpcUrl: solana.rpcUrl }],
      polkadotNodes: [{ caipNetworkId: polkadot.caipNetworkId, wsUrl: polkadot.wsUrl }],
      bitcoinNodes: bitcoin
        ? [
            {
              caipNetworkId: bitcoin.caipNetworkId,
              rpcUrl: bitcoin.rpcUrl,
              rpcAuth: bitcoin.rpcAuth,
              name: 'Litecoin',
              symbol: 'LTC',
              messagePrefix: litecoinRegtest.messagePrefix,
            },
          ]
        : [],
    })
    return {
      world,
      solana,
      polkadot,
      bitcoin,
      async stop() {
        await world.stop()
        await stopNodes()
      },
    }
  } catch (error) {
    await stopNodes()
    throw error
  }
}

export type Answer = {
  status: number
  body: Record<string, unknown> & { error?: { code: string; message: string } }
}
type Api = Awaited<ReturnType<typeof startTestWorld>>['api']

/** The page's calls to the sign-in routes of the API that `api()` returns. */
export function signInCalls(api: () => Api) {
  async function call(
    path: string,
    {
      body,
      token,
      projectId = 'local',
      origin = page,
      method = body === undefined ? 'GET' : 'POST',
    }: {
      body?: unknown
      token?: string
      projectId?: string
      origin?: string | null
      method?: 'GET' | 'POST'
    } = {},
  ): Promise<Answer> {
    const res = await api().get(`${path}?projectId=${projectId}`, {
      method,
      headers: {
        'content-type': 'application/json',
        ...(origin ? { origin } : {}),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      ...(body === undefined ? {} : { body: typeof body === 'string' ? body : JSON.stringify(body) }),
    })
    return { status: res.status, body: (await res.json()) as Answer['body'] }
  }
  const nonce = async (projectId = 'local') => {
    const res = await call('/v1/auth/nonce', { method: 'POST', projectId })
    expect(res.status).toBe(200)
    return res.body.nonce as string
  }
  const verify = (message: string, signature: string, projectId = 'local') =>
    call('/v1/auth/verify', { body: { message, signature }, projectId })
  async function evmMessage(
    overrides: Partial<Parameters<typeof createSiweMessage>[0]> = {},
  ): Promise<string> {
    return createSiweMessage({
      domain,
      address: owner.address,
      statement: 'Sign in to the Portico demo',
      uri: `${page}/`,
      version: '1',
      chainId: 31337,
      nonce: await nonce(),
      issuedAt: new Date(),
      ...overrides,
    })
  }
  /** Signs in as the devnet's EOA and returns the token. */
  async function signInEvm(
    overrides: Partial<Parameters<typeof createSiweMessage>[0]> = {},
    projectId = 'local',
  ) {
    const message = await evmMessage(overrides)
    const res = await verify(message, await owner.signMessage({ message }), projectId)
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    return res.body.token as string
  }
  return { call, nonce, verify, evmMessage, signInEvm }
}

type Fields = {
  chainName: string
  address: string
  chainId: string
  nonce: string
  domain?: string
  uri?: string
  statement?: string
  issuedAt?: Date
  expirationTime?: Date
}
/** The CAIP-122 generic text (Sign-In-With-Solana has the same layout), as a client writes it. */
export function caip122Message(f: Fields): string {
  const statement = f.statement ? `${f.statement}\n` : ''
  let text = `${f.domain ?? domain} wants you to sign in with your ${f.chainName} account:\n${f.address}\n\n${statement}\nURI: ${f.uri ?? `${page}/`}\nVersion: 1\nChain ID: ${f.chainId}\nNonce: ${f.nonce}\nIssued At: ${(f.issuedAt ?? new Date()).toISOString()}`
  if (f.expirationTime) text += `\nExpiration Time: ${f.expirationTime.toISOString()}`
  return text
}

type Account = { address: string }
/** The Solana dev wallet's first account, connected, and its Wallet Standard `signMessage`. */
export async function solanaDevSigner(solana: SolanaDevnet) {
  const dev = createSolanaDevWallet({
    rpcUrl: solana.rpcUrl,
    chains: [solana.caipNetworkId],
    policy: 'approve',
  })
  const { accounts } = await (
    dev.wallet.features['standard:connect'] as { connect(): Promise<{ accounts: readonly Account[] }> }
  ).connect()
  const account = accounts[0]!
  const signMessage = async (message: string) => {
    const [signed] = await (
      dev.wallet.features['solana:signMessage'] as {
        signMessage(input: { account: Account; message: Uint8Array }): Promise<{ signature: Uint8Array }[]>
      }
    ).signMessage({ account, message: new TextEncoder().encode(message) })
    return signed!.signature
  }
  return { account, signMessage }
}

/** The Bitcoin dev wallet's payment and ordinals accounts, connected, and a base64 `signMessage` by protocol. */
export async function bitcoinDevSigner(node: BitcoinDevnet) {
  const dev = createBitcoinDevWallet({
    network: node.network,
    chains: [node.caipNetworkId],
    policy: 'approve',
  })
  const { accounts } = await (
    dev.wallet.features['bitcoin:connect'] as {
      connect(input: { purposes: string[] }): Promise<{ accounts: readonly Account[] }>
    }
  ).connect({ purposes: ['payment', 'ordinals'] })
  const sign = async (account: Account, message: string, protocol: string) => {
    const [signed] = await (
      dev.wallet.features['bitcoin:signMessage'] as {
        signMessage(input: {
          account: Account
          message: Uint8Array
          protocol: string
        }): Promise<{ signature: Uint8Array }[]>
      }
    ).signMessage({ account, message: new TextEncoder().encode(message), protocol })
    return Buffer.from(signed!.signature).toString('base64')
  }
  return { accounts, sign }
}
