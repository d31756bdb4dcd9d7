// A SOL transfer for the frame to sign and send: from the wallet's Solana address to the local validator's first
// funded account, with what the tests check afterwards (the recipient and its balance before).
import type { SolanaDevnet } from '@portico/devnet-solana'
import {
  Connection,
  PublicKey,
  SystemProgram,
  TransactionMessage,
  VersionedTransaction,
} from '@solana/web3.js'

export async function solanaTransfer(devnet: SolanaDevnet, from: string, lamports: number) {
  const owner = new PublicKey(from)
  const connection = new Connection(devnet.rpcUrl, 'confirmed')
  const to = new PublicKey(devnet.accounts[0]!.address)
  const before = await connection.getBalance(to)
  const { blockhash } = await connection.getLatestBlockhash()
  const transaction = new VersionedTransaction(
    new TransactionMessage({
      payerKey: owner,
      recentBlockhash: blockhash,
      instructions: [SystemProgram.transfer({ fromPubkey: owner, toPubkey: to, lamports })],
    }).compileToV0Message(),
  )
  /** The transaction as the frame's solana_signAndSendTransaction takes it. */
  const base64 = Buffer.from(transaction.serialize()).toString('base64')
  return { connection, to, before, base64 }
}
