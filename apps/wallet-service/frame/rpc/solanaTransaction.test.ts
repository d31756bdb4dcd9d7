import { ed25519 } from '@noble/curves/ed25519'
import {
  AddressLookupTableAccount,
  Keypair,
  PublicKey,
  SystemProgram,
  Transaction,
  TransactionInstruction,
  TransactionMessage,
  VersionedTransaction,
} from '@solana/web3.js'
import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { parseSolanaTransaction, SolanaTransactionError, withSignature } from './solanaTransaction.js'

// @solana/web3.js is the oracle: what it builds, this module must read and sign the same way.
const keypair = fc.integer({ min: 1, max: 2 ** 30 }).map((seed) => {
  const bytes = new Uint8Array(32)
  new DataView(bytes.buffer).setUint32(0, seed)
  return Keypair.fromSeed(bytes)
})
const instruction = fc
  .record({
    program: keypair,
    accounts: fc.array(fc.record({ key: keypair, writable: fc.boolean() }), { maxLength: 4 }),
    data: fc.uint8Array({ maxLength: 40 }),
  })
  .map(
    ({ program, accounts, data }) =>
      new TransactionInstruction({
        programId: program.publicKey,
        keys: accounts.map(({ key, writable }) => ({
          pubkey: key.publicKey,
          isSigner: false,
          isWritable: writable,
        })),
        data: Buffer.from(data),
      }),
  )
const blockhash = '4uQeVj5tqViQh7yWWGStvkEG1Zmhx6uasJtWCJziofM'

describe('Solana transactions without an SDK', () => {
  test('a v0 or legacy transaction reads like @solana/web3.js reads it, and signs into the payer slot', () => {
    fc.assert(
      fc.property(
        keypair,
        fc.array(instruction, { minLength: 1, maxLength: 5 }),
        fc.boolean(),
        (payer, instructions, legacy) => {
          const message = new TransactionMessage({
            payerKey: payer.publicKey,
            recentBlockhash: blockhash,
            instructions,
          })
          const reference = new VersionedTransaction(
            legacy ? message.compileToLegacyMessage() : message.compileToV0Message(),
          )
          const parsed = parseSolanaTransaction(reference.serialize())
          expect(parsed.version).toBe(legacy ? 'legacy' : 0)
          expect(parsed.accountKeys).toEqual(reference.message.staticAccountKeys.map((key) => key.toBase58()))
          expect(parsed.requiredSignatures).toBe(reference.message.header.numRequiredSignatures)
          expect(parsed.instructions).toEqual(
            reference.message.compiledInstructions.map((ix) => ({
              programIdIndex: ix.programIdIndex,
              accountIndexes: ix.accountKeyIndexes,
              data: Uint8Array.from(ix.data),
            })),
          )
          expect(parsed.message).toEqual(Uint8Array.from(reference.message.serialize()))
          const signature = ed25519.sign(parsed.message, payer.secretKey.slice(0, 32))
          const signed = withSignature(parsed, payer.publicKey.toBase58(), signature)
          reference.sign([payer])
          expect(signed).toEqual(Uint8Array.from(reference.serialize()))
        },
      ),
      { numRuns: 60 },
    )
  })

  test('a legacy Transaction with address lookups absent and a v0 one with a lookup table both read', () => {
    const payer = Keypair.generate()
    const to = Keypair.generate().publicKey
    const legacy = new Transaction({ feePayer: payer.publicKey, recentBlockhash: blockhash }).add(
      SystemProgram.transfer({ fromPubkey: payer.publicKey, toPubkey: to, lamports: 5 }),
    )
    const bytes = legacy.serialize({ requireAllSignatures: false, verifySignatures: false })
    expect(parseSolanaTransaction(bytes).accountKeys[0]).toBe(payer.publicKey.toBase58())

    const table = new AddressLookupTableAccount({
      key: Keypair.generate().publicKey,
      state: {
        deactivationSlot: 2n ** 64n - 1n,
        lastExtendedSlot: 0,
        lastExtendedSlotStartIndex: 0,
        addresses: [to],
      },
    })
    const v0 = new VersionedTransaction(
      new TransactionMessage({
        payerKey: payer.publicKey,
        recentBlockhash: blockhash,
        instructions: [SystemProgram.transfer({ fromPubkey: payer.publicKey, toPubkey: to, lamports: 5 })],
      }).compileToV0Message([table]),
    )
    const parsed = parseSolanaTransaction(v0.serialize())
    expect(parsed.accountKeys).not.toContain(to.toBase58())
    expect(parsed.instructions[0]!.accountIndexes).toEqual([0, 2])
  })

  test('junk and truncated bytes are refused, never misread', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 300 }), (bytes) => {
        try {
          parseSolanaTransaction(bytes)
        } catch (error) {
          expect(error).toBeInstanceOf(SolanaTransactionError)
        }
      }),
    )
    const payer = Keypair.generate()
    const full = new VersionedTransaction(
      new TransactionMessage({
        payerKey: payer.publicKey,
        recentBlockhash: blockhash,
        instructions: [],
      }).compileToV0Message(),
    ).serialize()
    for (let cut = 0; cut < full.length; cut++)
      expect(() => parseSolanaTransaction(full.subarray(0, cut))).toThrow(SolanaTransactionError)
    expect(() => parseSolanaTransaction(new Uint8Array([...full, 0]))).toThrow(SolanaTransactionError)
  })

  test('a wallet that is not a required signer cannot sign', () => {
    const payer = Keypair.generate()
    const parsed = parseSolanaTransaction(
      new VersionedTransaction(
        new TransactionMessage({
          payerKey: payer.publicKey,
          recentBlockhash: blockhash,
          instructions: [],
        }).compileToV0Message(),
      ).serialize(),
    )
    expect(() =>
      withSignature(parsed, new PublicKey(new Uint8Array(32).fill(9)).toBase58(), new Uint8Array(64)),
    ).toThrow(/not a signer/)
  })
})
