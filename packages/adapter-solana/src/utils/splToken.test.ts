import {
  createAssociatedTokenAccountIdempotentInstruction,
  createTransferCheckedInstruction,
  getAssociatedTokenAddressSync,
} from '@solana/spl-token'
import { Keypair } from '@solana/web3.js'
import { expect, test } from 'vitest'
import {
  associatedTokenAddress,
  createAssociatedTokenAccountIdempotent,
  transferChecked,
} from './splToken.js'

const key = () => Keypair.generate().publicKey

test('the SPL instructions match @solana/spl-token byte for byte', () => {
  const [mint, owner, payer, to] = [key(), key(), key(), key()]
  const ata = associatedTokenAddress(mint, owner)
  expect(ata.toBase58()).toBe(getAssociatedTokenAddressSync(mint, owner, true).toBase58())
  expect(createAssociatedTokenAccountIdempotent(payer, ata, owner, mint)).toEqual(
    createAssociatedTokenAccountIdempotentInstruction(payer, ata, owner, mint),
  )
  expect(transferChecked(ata, mint, to, owner, 18_446_744_073_709_551_615n, 6)).toEqual(
    createTransferCheckedInstruction(ata, mint, to, owner, 18_446_744_073_709_551_615n, 6),
  )
})
