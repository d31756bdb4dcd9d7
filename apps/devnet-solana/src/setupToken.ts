import {
  createAssociatedTokenAccountIdempotentInstruction,
  createInitializeMint2Instruction,
  createMintToInstruction,
  getAssociatedTokenAddressSync,
  MINT_SIZE,
  TOKEN_PROGRAM_ID,
} from '@solana/spl-token'
import {
  type Keypair,
  type PublicKey,
  SystemProgram,
  type TransactionInstruction,
  TransactionMessage,
  VersionedTransaction,
} from '@solana/web3.js'
import type { Chain } from './chain.js'

function submit(chain: Chain, payer: Keypair, signers: Keypair[], instructions: TransactionInstruction[]) {
  const message = new TransactionMessage({
    payerKey: payer.publicKey,
    recentBlockhash: chain.latestBlockhash().blockhash,
    instructions,
  }).compileToLegacyMessage()
  const tx = new VersionedTransaction(message)
  tx.sign([payer, ...signers])
  return chain.send(tx)
}

/** Creates the mint (its own keypair, `decimals`) with `authority` as mint authority and payer. */
export function createMint(chain: Chain, mint: Keypair, authority: Keypair, decimals: number) {
  submit(
    chain,
    authority,
    [mint],
    [
      SystemProgram.createAccount({
        fromPubkey: authority.publicKey,
        newAccountPubkey: mint.publicKey,
        lamports: chain.minimumBalanceForRentExemption(MINT_SIZE),
        space: MINT_SIZE,
        programId: TOKEN_PROGRAM_ID,
      }),
      createInitializeMint2Instruction(mint.publicKey, decimals, authority.publicKey, null),
    ],
  )
}

/** Creates `owner`'s associated token account and mints `amount` base units to it; returns the account. */
export function mintTo(chain: Chain, mint: PublicKey, authority: Keypair, owner: PublicKey, amount: bigint) {
  const ata = getAssociatedTokenAddressSync(mint, owner)
  submit(
    chain,
    authority,
    [],
    [
      createAssociatedTokenAccountIdempotentInstruction(authority.publicKey, ata, owner, mint),
      createMintToInstruction(mint, ata, authority.publicKey, amount),
    ],
  )
  return ata
}
