import { createHash } from 'node:crypto'
import { LAMPORTS_PER_SOL } from '@solana/web3.js'
import bs58 from 'bs58'
import { createChain } from './chain.js'
import { faucetKeypair, mintAuthorityKeypair, mintKeypair, testKeypair } from './keys.js'
import { createRpcServer } from './rpc/createRpcServer.js'
import { createMint, mintTo } from './setupToken.js'
import type { SolanaDevnet, StartSolanaDevnetOptions } from './types.js'

export const DEVNET_TOKEN = { decimals: 6, symbol: 'PUSD', name: 'Portico Dollar' } as const

/** The devnet's genesis hash: fixed, so its CAIP-2 id is the same on every run. */
export const devnetGenesisHash = bs58.encode(
  createHash('sha256').update('portico-devnet-solana:genesis').digest(),
)

/**
 * A local Solana chain in this process: litesvm behind a JSON-RPC + WebSocket server on a free port, a
 * 6-decimal SPL mint, and funded test accounts (SOL and tokens) with deterministic keypairs.
 */
export async function startSolanaDevnet(options: StartSolanaDevnetOptions = {}): Promise<SolanaDevnet> {
  const { accounts: count = 3, sol = 100, tokens = 1000 } = options
  const chain = createChain({ faucet: faucetKeypair() })
  const authority = mintAuthorityKeypair()
  const mint = mintKeypair()
  chain.airdrop(authority.publicKey, BigInt(10 * LAMPORTS_PER_SOL))
  createMint(chain, mint, authority, DEVNET_TOKEN.decimals)
  const accounts = Array.from({ length: count }, (_, index) => {
    const keypair = testKeypair(index)
    chain.airdrop(keypair.publicKey, BigInt(sol) * BigInt(LAMPORTS_PER_SOL))
    const amount = BigInt(tokens) * 10n ** BigInt(DEVNET_TOKEN.decimals)
    const tokenAccount = mintTo(chain, mint.publicKey, authority, keypair.publicKey, amount)
    return { address: keypair.publicKey.toBase58(), keypair, tokenAccount: tokenAccount.toBase58() }
  })

  const server = await createRpcServer(
    { chain, genesisHash: devnetGenesisHash },
    { host: options.host, port: options.port },
  )
  let stopping: Promise<void> | undefined
  return {
    rpcUrl: server.url,
    wsUrl: server.wsUrl,
    genesisHash: devnetGenesisHash,
    caipNetworkId: `solana:${devnetGenesisHash.slice(0, 32)}`,
    mint: { address: mint.publicKey.toBase58(), authority, ...DEVNET_TOKEN },
    accounts,
    chain,
    stop: () => {
      stopping ??= server.close()
      return stopping
    },
  }
}
