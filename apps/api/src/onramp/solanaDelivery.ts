import bs58 from 'bs58'
import { parseUnits } from 'viem'
import type { SolanaNodeConfig } from '../config.js'
import type { OnrampPurchaseRow } from '../db/onramp.js'
import { createSolanaRpc } from '../solana/solanaRpc.js'
import { base58Decode } from './base58.js'
import type { DeliveryRail, Landing } from './deliveryRail.js'

const TOKEN_PROGRAM = 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA'
const ASSOCIATED_TOKEN_PROGRAM = 'ATokenGPvbdGVxr1b2hvZbsiqW5xWH25efTNsLJA8knL'
const SYSTEM_PROGRAM = '11111111111111111111111111111111'
/** Associated token program: create the account unless it exists. */
const CREATE_IDEMPOTENT = 1
/** Token program: MintTo. */
const MINT_TO = 7

type SignatureStatus = { err: unknown; confirmationStatus?: string | null } | null

/** The 64 secret-key bytes of a configured Solana treasury (base58, or an array of bytes). */
export function solanaTreasurySecret(key: string | number[]): Uint8Array {
  const bytes = typeof key === 'string' ? base58Decode(key) : Uint8Array.from(key)
  if (bytes?.length !== 64) throw new Error('A Solana treasury key is a 64-byte secret key')
  return bytes
}

/**
 * Deliveries on one Solana node from its treasury: SOL by transfer, the listed tokens by minting into the
 * recipient's associated token account (created when missing); the treasury pays the fees. A signed
 * transaction names a recent blockhash, so it can land only up to that blockhash's last valid block height
 * (`validUntil`); its signature is its hash.
 */
export function createSolanaRail(node: SolanaNodeConfig, treasuryKey: string | number[]): DeliveryRail {
  const rpc = createSolanaRpc(node.rpcUrl)
  const secret = solanaTreasurySecret(treasuryKey)
  const web3 = () => import('@solana/web3.js')

  const instructionsFor = async (row: OnrampPurchaseRow) => {
    const { PublicKey, SystemProgram, TransactionInstruction } = await web3()
    const treasury = new PublicKey(secret.slice(32))
    const to = new PublicKey(row.address)
    const token = node.tokens.find((t) => t.symbol === row.asset_symbol)
    if (!token) {
      return [
        SystemProgram.transfer({
          fromPubkey: treasury,
          toPubkey: to,
          lamports: parseUnits(row.crypto_amount, node.nativeCurrency.decimals),
        }),
      ]
    }
    const mint = new PublicKey(token.address)
    const tokenProgram = new PublicKey(TOKEN_PROGRAM)
    const [account] = PublicKey.findProgramAddressSync(
      [to.toBuffer(), tokenProgram.toBuffer(), mint.toBuffer()],
      new PublicKey(ASSOCIATED_TOKEN_PROGRAM),
    )
    const amount = Buffer.alloc(9)
    amount.writeUInt8(MINT_TO, 0)
    amount.writeBigUInt64LE(parseUnits(row.crypto_amount, token.decimals), 1)
    return [
      new TransactionInstruction({
        programId: new PublicKey(ASSOCIATED_TOKEN_PROGRAM),
        keys: [
          { pubkey: treasury, isSigner: true, isWritable: true },
          { pubkey: account, isSigner: false, isWritable: true },
          { pubkey: to, isSigner: false, isWritable: false },
          { pubkey: mint, isSigner: false, isWritable: false },
          { pubkey: new PublicKey(SYSTEM_PROGRAM), isSigner: false, isWritable: false },
          { pubkey: tokenProgram, isSigner: false, isWritable: false },
        ],
        data: Buffer.from([CREATE_IDEMPOTENT]),
      }),
      new TransactionInstruction({
        programId: tokenProgram,
        keys: [
          { pubkey: mint, isSigner: false, isWritable: true },
          { pubkey: account, isSigner: false, isWritable: true },
          { pubkey: treasury, isSigner: true, isWritable: false },
        ],
        data: amount,
      }),
    ]
  }

  const lookup = async (row: { tx_hash: string; valid_until: string | number | null }): Promise<Landing> => {
    const { value } = await rpc<{ value: SignatureStatus[] }>('getSignatureStatuses', [
      [row.tx_hash],
      { searchTransactionHistory: true },
    ])
    const status = value[0]
    if (status) {
      if (status.err) return 'reverted'
      return status.confirmationStatus === 'processed' ? 'pending' : 'success'
    }
    const height = await rpc<number>('getBlockHeight', [{ commitment: 'confirmed' }])
    return row.valid_until !== null && height > Number(row.valid_until) ? 'expired' : 'missing'
  }

  return {
    async sign(row) {
      const { Keypair, TransactionMessage, VersionedTransaction } = await web3()
      const treasury = Keypair.fromSecretKey(secret)
      const { value } = await rpc<{ value: { blockhash: string; lastValidBlockHeight: number } }>(
        'getLatestBlockhash',
        [{ commitment: 'confirmed' }],
      )
      const message = new TransactionMessage({
        payerKey: treasury.publicKey,
        recentBlockhash: value.blockhash,
        instructions: await instructionsFor(row),
      }).compileToLegacyMessage()
      const tx = new VersionedTransaction(message)
      tx.sign([treasury])
      return {
        txHash: bs58.encode(tx.signatures[0]!),
        rawTx: Buffer.from(tx.serialize()).toString('base64'),
        validUntil: value.lastValidBlockHeight,
      }
    },
    async send(row) {
      await rpc('sendTransaction', [row.raw_tx, { encoding: 'base64', preflightCommitment: 'confirmed' }])
    },
    lookup,
    async wait(row) {
      // The node confirms within a few slots; a transaction past its last valid block height never lands.
      const deadline = Date.now() + 60_000
      for (;;) {
        const landing = await lookup(row)
        if (landing === 'success' || landing === 'reverted' || landing === 'expired') return landing
        if (Date.now() > deadline) return 'timeout'
        await new Promise((resolve) => setTimeout(resolve, 400))
      }
    },
  }
}
