import { ed25519 } from '@noble/curves/ed25519'
import { type SolanaDevnet, startSolanaDevnet } from '@portico/devnet-solana'
import { Connection, Keypair, PublicKey, SystemProgram, Transaction } from '@solana/web3.js'
import type { WalletAccount } from '@wallet-standard/base'
import bs58 from 'bs58'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createSolanaDevWallet } from './createSolanaDevWallet.js'

let devnet: SolanaDevnet
let connection: Connection
beforeAll(async () => {
  devnet = await startSolanaDevnet({ accounts: 1 })
  connection = new Connection(devnet.rpcUrl, { commitment: 'confirmed', wsEndpoint: devnet.wsUrl })
})
afterAll(() => devnet?.stop())

type Features = {
  'standard:connect': { connect(input?: { silent?: boolean }): Promise<{ accounts: WalletAccount[] }> }
  'solana:signMessage': {
    signMessage(...i: { account: WalletAccount; message: Uint8Array }[]): Promise<{ signature: Uint8Array }[]>
  }
  'solana:signTransaction': {
    signTransaction(
      ...i: { account: WalletAccount; transaction: Uint8Array; chain?: string }[]
    ): Promise<{ signedTransaction: Uint8Array }[]>
  }
  'solana:signAndSendTransaction': {
    signAndSendTransaction(
      ...i: { account: WalletAccount; transaction: Uint8Array; chain: string; options?: object }[]
    ): Promise<{ signature: Uint8Array }[]>
  }
}

function setup(policy: 'approve' | 'reject' = 'approve') {
  const dev = createSolanaDevWallet({ rpcUrl: devnet.rpcUrl, chains: [devnet.caipNetworkId], policy })
  return { dev, features: dev.wallet.features as unknown as Features }
}

async function transfer(from: string, lamports: number) {
  const { blockhash } = await connection.getLatestBlockhash()
  const payer = new PublicKey(from)
  const tx = new Transaction({ feePayer: payer, recentBlockhash: blockhash })
  tx.add(SystemProgram.transfer({ fromPubkey: payer, toPubkey: Keypair.generate().publicKey, lamports }))
  return tx.serialize({ requireAllSignatures: false })
}

describe('createSolanaDevWallet', () => {
  it('defaults to the devnet first funded account', () => {
    expect(setup().dev.address).toBe(devnet.accounts[0]!.address)
  })

  it('connects, signs a message that verifies, signs and sends a transaction', async () => {
    const { dev, features } = setup()
    expect((await features['standard:connect'].connect({ silent: true })).accounts).toEqual([])
    const [account] = (await features['standard:connect'].connect()).accounts
    expect(account?.address).toBe(dev.address)

    const message = new TextEncoder().encode('hello solana')
    const [signed] = await features['solana:signMessage'].signMessage({ account: account!, message })
    expect(ed25519.verify(signed!.signature, message, dev.publicKey)).toBe(true)

    const bytes = await transfer(dev.address, 1_000_000)
    const [one] = await features['solana:signTransaction'].signTransaction({
      account: account!,
      transaction: bytes,
    })
    const tx = Transaction.from(one!.signedTransaction)
    expect(tx.verifySignatures()).toBe(true)

    const [sent] = await features['solana:signAndSendTransaction'].signAndSendTransaction({
      account: account!,
      transaction: await transfer(dev.address, 2_000_000),
      chain: devnet.caipNetworkId,
      options: { preflightCommitment: 'singleGossip' },
    })
    const status = await connection.getSignatureStatus(bs58.encode(sent!.signature))
    expect(status.value?.err).toBeNull()
  })

  it('remembers the site in its storage: a reload connects silently without asking; a disconnect forgets', async () => {
    const storage = new Map<string, string>()
    const permissionStorage = {
      getItem: (key: string) => storage.get(key) ?? null,
      setItem: (key: string, value: string) => void storage.set(key, value),
      removeItem: (key: string) => void storage.delete(key),
    }
    const asked: string[] = []
    const open = () =>
      createSolanaDevWallet({
        rpcUrl: devnet.rpcUrl,
        chains: [devnet.caipNetworkId],
        policy: 'prompt',
        prompt: async ({ method }) => {
          asked.push(method)
          return true
        },
        permissionStorage,
      })
    const connect = (dev: ReturnType<typeof open>, silent?: boolean) =>
      (dev.wallet.features as unknown as Features)['standard:connect'].connect(
        silent === undefined ? undefined : { silent },
      )
    const first = open()
    expect((await connect(first, true)).accounts).toEqual([])
    expect((await connect(first)).accounts.map((each) => each.address)).toEqual([first.address])
    expect(asked).toEqual(['solana:connect'])

    // The page reloads: a new wallet on the same storage.
    const second = open()
    expect(second.wallet.accounts.map((each) => each.address)).toEqual([first.address])
    expect((await connect(second, true)).accounts.map((each) => each.address)).toEqual([first.address])
    expect(asked).toEqual(['solana:connect'])

    second.disconnect()
    expect(storage.size).toBe(0)
    expect((await connect(open(), true)).accounts).toEqual([])
  })

  it('rejects with 4001 when the user declines, and refuses bad input', async () => {
    const { dev, features } = setup('reject')
    await expect(features['standard:connect'].connect()).rejects.toMatchObject({ code: 4001 })
    dev.setPolicy('approve')
    const [account] = (await features['standard:connect'].connect()).accounts
    dev.setPolicy('reject')
    const message = new TextEncoder().encode('no')
    await expect(
      features['solana:signMessage'].signMessage({ account: account!, message }),
    ).rejects.toMatchObject({
      code: 4001,
    })
    dev.setPolicy('approve')
    const send = (options: object, chain = devnet.caipNetworkId) =>
      transfer(dev.address, 3_000_000).then((transaction) =>
        features['solana:signAndSendTransaction'].signAndSendTransaction({
          account: account!,
          transaction,
          chain,
          options,
        }),
      )
    await expect(send({ preflightCommitment: 'eventually' })).rejects.toMatchObject({ code: -32602 })
    await expect(send({}, 'solana:mainnet')).rejects.toMatchObject({ code: 4901 })
    const other = await transfer(Keypair.generate().publicKey.toBase58(), 1)
    await expect(
      features['solana:signTransaction'].signTransaction({ account: account!, transaction: other }),
    ).rejects.toMatchObject({ code: -32602 })
  })
})
