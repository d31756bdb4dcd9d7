import { embeddedEn as strings } from '@portico/i18n/embedded'
import {
  Keypair,
  PublicKey,
  SystemProgram,
  TransactionInstruction,
  TransactionMessage,
  VersionedTransaction,
} from '@solana/web3.js'
import fc from 'fast-check'
import { type Address, encodeFunctionData, erc20Abi, parseEther, stringToHex } from 'viem'
import { describe, expect, test } from 'vitest'
import {
  describeCalls,
  describeMessage,
  describeTransaction,
  describeTypedData,
  type EvmDescribeContext,
} from './describeEvm.js'
import { describeSolanaMessage, describeSolanaTransactions } from './describeSolana.js'
import { printableText, valueTree } from './description.js'
import { parseSolanaTransaction } from './solanaTransaction.js'

const recipient: Address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const tokenAddress: Address = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const context = (known = true): EvmDescribeContext => ({
  strings,
  nativeCurrency: { symbol: 'ETH', decimals: 18 },
  readToken: async (address) =>
    known && address === tokenAddress ? { symbol: 'USDC', decimals: 6 } : undefined,
})
const values = (details: { label: string; value?: string }[]) =>
  Object.fromEntries(details.map((d) => [d.label, d.value]))

describe('messages', () => {
  test('printable UTF-8 shows as text, anything else as hex', () => {
    expect(describeMessage(stringToHex('Hello, wörld!\nLine 2'), strings).details).toEqual([
      { label: 'Message', value: 'Hello, wörld!\nLine 2' },
    ])
    expect(describeMessage('0x00ff10', strings).details).toEqual([
      { label: 'Message (hex)', value: '0x00ff10', mono: true },
    ])
    // A right-to-left override would disguise the text: hex then.
    expect(printableText(new TextEncoder().encode('pay \u202Eevil'))).toBeUndefined()
    expect(printableText(new TextEncoder().encode('emoji 🎉 and 日本語'))).toBe('emoji 🎉 and 日本語')
  })

  test('any bytes give a description without throwing', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 512 }), (bytes) => {
        const { details } = describeSolanaMessage(bytes, strings)
        expect(details).toHaveLength(1)
      }),
    )
  })
})

describe('EVM transactions', () => {
  test('a native transfer shows the amount in the network currency and the recipient', async () => {
    const description = await describeTransaction({ to: recipient, value: parseEther('1.5') }, context())
    expect(description.title).toBe('Send transaction')
    expect(values(description.details)).toEqual({ Amount: '1.5 ETH', Recipient: recipient })
  })

  test('an ERC-20 transfer shows the token amount with its symbol and decimals, and the recipient', async () => {
    const data = encodeFunctionData({
      abi: erc20Abi,
      functionName: 'transfer',
      args: [recipient, 2_500_000n],
    })
    const description = await describeTransaction({ to: tokenAddress, data }, context())
    expect(values(description.details)).toEqual({
      Amount: '2.5 USDC',
      Recipient: recipient,
      Token: 'USDC',
      Contract: tokenAddress,
    })
    const unknown = await describeTransaction({ to: tokenAddress, data }, context(false))
    expect(values(unknown.details)).toMatchObject({
      Amount: '2500000',
      Token: 'Unknown token',
    })
  })

  test('another contract call shows the contract, the selector and the raw argument words', async () => {
    const data = encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [recipient, 5n] })
    const description = await describeTransaction({ to: tokenAddress, data, value: 1n }, context())
    expect(values(description.details)).toMatchObject({
      Contract: tokenAddress,
      Amount: '0.000000000000000001 ETH',
      Function: '0x095ea7b3',
    })
    const args = description.details.find((detail) => detail.label === 'Arguments')!.children!
    expect(args.map((word) => word.value)).toEqual([
      `0x000000000000000000000000${recipient.slice(2).toLowerCase()}`,
      `0x${'5'.padStart(64, '0')}`,
    ])
  })

  test('a batch lists each call', async () => {
    const description = await describeCalls(
      [
        { to: recipient, value: 1n },
        { to: recipient, value: 2n },
      ],
      context(),
    )
    expect(description.title).toBe('Send 2 calls')
    expect(description.details.map((detail) => detail.label)).toEqual(['Call 1', 'Call 2'])
  })

  test('typed data shows the domain, the primary type and the message as a tree', () => {
    const description = describeTypedData(
      {
        domain: { name: 'Permit', chainId: 1 },
        primaryType: 'Mail',
        message: { from: { name: 'Cow', wallets: ['0xaa', '0xbb'] }, contents: 'Hello' },
      },
      strings,
    )
    expect(description.details[1]).toEqual({ label: 'Type', value: 'Mail', mono: true })
    const message = description.details[2]!
    expect(message.children?.[0]?.children?.[1]?.children?.map((item) => item.value)).toEqual([
      '0xaa',
      '0xbb',
    ])
  })

  test('a value tree is bounded in depth and breadth', () => {
    let deep: unknown = 'bottom'
    for (let i = 0; i < 50; i++) deep = { next: deep }
    let node = valueTree('root', deep)
    let depth = 0
    while (node.children?.[0]) {
      node = node.children[0]
      depth++
    }
    expect(depth).toBeLessThanOrEqual(8)
    expect(
      valueTree(
        'wide',
        Array.from({ length: 500 }, (_, i) => i),
      ).children,
    ).toHaveLength(65)
  })
})

describe('Solana transactions', () => {
  const payer = Keypair.generate()
  const to = Keypair.generate().publicKey
  const blockhash = '11111111111111111111111111111111'
  const transaction = (instructions: TransactionInstruction[]) =>
    new VersionedTransaction(
      new TransactionMessage({
        payerKey: payer.publicKey,
        recentBlockhash: blockhash,
        instructions,
      }).compileToV0Message(),
    )

  test('a System transfer shows SOL and the recipient', () => {
    const tx = transaction([
      SystemProgram.transfer({ fromPubkey: payer.publicKey, toPubkey: to, lamports: 1_500_000_000 }),
    ])
    const description = describeSolanaTransactions(
      [parseSolanaTransaction(tx.serialize())],
      'solana_signTransaction',
      strings,
    )
    expect(description.title).toBe('Sign transaction')
    expect(values(description.details)).toEqual({ Amount: '1.5 SOL', Recipient: to.toBase58() })
  })

  test('an SPL TransferChecked shows the amount with decimals, destination and mint', () => {
    const tokenProgram = new PublicKey('TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA')
    const [source, mint, destination] = [Keypair.generate(), Keypair.generate(), Keypair.generate()].map(
      (k) => k.publicKey,
    )
    const data = new Uint8Array(10)
    data[0] = 12
    new DataView(data.buffer).setBigUint64(1, 1_234_500n, true)
    data[9] = 6
    const tx = transaction([
      new TransactionInstruction({
        programId: tokenProgram,
        keys: [
          { pubkey: source!, isSigner: false, isWritable: true },
          { pubkey: mint!, isSigner: false, isWritable: false },
          { pubkey: destination!, isSigner: false, isWritable: true },
          { pubkey: payer.publicKey, isSigner: true, isWritable: false },
        ],
        data: Buffer.from(data),
      }),
    ])
    const description = describeSolanaTransactions(
      [parseSolanaTransaction(tx.serialize())],
      'solana_signAndSendTransaction',
      strings,
    )
    expect(values(description.details)).toEqual({
      Amount: '1.2345',
      Recipient: destination!.toBase58(),
      Token: mint!.toBase58(),
    })
  })

  test('other instructions are listed with program, accounts and data; several transactions each', () => {
    const program = Keypair.generate().publicKey
    const tx = transaction([
      new TransactionInstruction({
        programId: program,
        keys: [{ pubkey: to, isSigner: false, isWritable: true }],
        data: Buffer.from([1, 2, 3]),
      }),
    ])
    const description = describeSolanaTransactions(
      [parseSolanaTransaction(tx.serialize()), parseSolanaTransaction(tx.serialize())],
      'solana_signAllTransactions',
      strings,
    )
    expect(description.title).toBe('Sign 2 transactions')
    const first = description.details[0]!.children!
    expect(first[0]!.label).toBe('Instructions')
    const instruction = first[0]!.children![0]!
    expect(instruction.value).toBe(program.toBase58())
    expect(instruction.children?.[1]).toEqual({ label: 'Data', value: '0x010203', mono: true })
  })
})
