import { secp256k1 } from '@noble/curves/secp256k1'
import { keccak_256 } from '@noble/hashes/sha3'
import { type Relay, startRelay } from '@portico/relay'
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest'
import {
  type Cacao,
  decodeRecap,
  encodeRecap,
  formatAuthMessage,
  namespacesFromCacaos,
} from './authenticate.js'
import { bytesToHex, utf8ToBytes } from './encoding.js'
import { parsePairingUri } from './pairingUri.js'
import { createSignClient, type SignClient } from './signClient.js'
import { nodeWebSocket } from './test/reference.js'
import { startWallet } from './test/wallet.js'

// An Ethereum account for the wallet's signatures: EIP-191 personal_sign with secp256k1 and keccak-256.
const privateKey = secp256k1.utils.randomPrivateKey()
const address = (() => {
  const hex = bytesToHex(keccak_256(secp256k1.getPublicKey(privateKey, false).subarray(1)).subarray(12))
  const hash = bytesToHex(keccak_256(utf8ToBytes(hex)))
  return `0x${[...hex].map((c, i) => (Number.parseInt(hash[i]!, 16) >= 8 ? c.toUpperCase() : c)).join('')}`
})()
function personalSign(message: string): string {
  const bytes = utf8ToBytes(message)
  const digest = keccak_256(
    new Uint8Array([...utf8ToBytes(`\x19Ethereum Signed Message:\n${bytes.length}`), ...bytes]),
  )
  const signature = secp256k1.sign(digest, privateKey)
  return `0x${signature.toCompactHex()}${(27 + signature.recovery).toString(16)}`
}

const metadata = { name: 'Portico test dapp', description: 'dapp', url: 'https://dapp.invalid', icons: [] }

let relay: Relay
let wallet: Awaited<ReturnType<typeof startWallet>>
let WebSocket: typeof globalThis.WebSocket
const clients: SignClient[] = []
beforeAll(async () => {
  WebSocket = await nodeWebSocket()
  relay = await startRelay()
  wallet = await startWallet(relay.url)
})
afterAll(async () => {
  await wallet?.stop()
  await relay?.stop()
})
afterEach(() => {
  for (const client of clients.splice(0)) client.destroy()
})

function dapp() {
  const client = createSignClient({ relayUrl: relay.url, metadata, WebSocket })
  clients.push(client)
  return client
}

describe('ReCaps and CACAOs', () => {
  test('a ReCap encodes request grants and decodes back', () => {
    const recap = encodeRecap('eip155', 'request', ['personal_sign', 'eth_signTypedData_v4'])
    expect(recap).toBe(
      'urn:recap:eyJhdHQiOnsiZWlwMTU1Ijp7InJlcXVlc3QvZXRoX3NpZ25UeXBlZERhdGFfdjQiOlt7fV0sInJlcXVlc3QvcGVyc29uYWxfc2lnbiI6W3t9XX19fQ==',
    )
    expect(decodeRecap(recap)).toEqual({
      att: { eip155: { 'request/eth_signTypedData_v4': [{}], 'request/personal_sign': [{}] } },
    })
    expect(decodeRecap('https://example.com')).toBeUndefined()
    expect(decodeRecap('urn:recap:%%%')).toBeUndefined()
  })

  test('namespaces from CACAOs: the signer’s chains (its own and the ReCap’s) and granted methods', () => {
    const cacao = (iss: string, resources: string[]) =>
      ({
        h: { t: 'caip122' },
        p: { iss, domain: 'd', aud: 'a', version: '1', nonce: 'n', iat: 'i', resources },
        s: { t: 'eip191', s: '0x' },
      }) as Cacao
    const recap = `urn:recap:${Buffer.from(JSON.stringify({ att: { eip155: { 'request/personal_sign': [{ chains: ['eip155:1', 'eip155:10'] }] } } })).toString('base64')}`
    expect(
      namespacesFromCacaos([
        cacao('did:pkh:eip155:1:0xAb', [recap]),
        cacao('did:pkh:eip155:10:0xAb', [recap]),
      ]),
    ).toEqual({
      eip155: {
        accounts: ['eip155:1:0xAb', 'eip155:10:0xAb'],
        chains: ['eip155:1', 'eip155:10'],
        methods: ['personal_sign'],
        events: ['chainChanged', 'accountsChanged'],
      },
    })
  })
})

describe('authenticate with the reference wallet', () => {
  test('a payload the wallet filled in (its statement carries the ReCap sentence) formats as the reference does', () => {
    const recap = encodeRecap('eip155', 'request', ['eth_sendTransaction', 'personal_sign'])
    const statement =
      "Sign in I further authorize the stated URI to perform the following actions on my behalf: (1) 'request': 'eth_sendTransaction', 'personal_sign' for 'eip155'."
    const iss = `did:pkh:eip155:1:${address}`
    const payload = {
      iss,
      domain: 'dapp.invalid',
      aud: 'https://dapp.invalid',
      version: '1',
      nonce: 'n0nce1234',
      iat: '2026-01-01T00:00:00.000Z',
      statement,
      resources: [recap],
    }
    const message = wallet.wallet.formatAuthMessage({ request: payload as never, iss })
    expect(formatAuthMessage(payload)).toBe(message)
    expect(message.split(' I further authorize').length).toBe(2)
  })

  test('one-click sign-in: the wallet signs a CACAO; the session opens with the granted methods', async () => {
    const handler = async ({
      id,
      params,
    }: {
      id: number
      params: { authPayload: Record<string, unknown> }
    }) => {
      const { chains: _, type: __, ...payload } = params.authPayload
      const iss = `did:pkh:eip155:1:${address}`
      const message = wallet.wallet.formatAuthMessage({ request: params.authPayload as never, iss })
      // Our message text is the reference's, byte for byte.
      expect(formatAuthMessage({ ...(payload as Cacao['p']), iss })).toBe(message)
      const cacao = {
        h: { t: 'caip122' },
        p: { ...payload, iss },
        s: { t: 'eip191', s: personalSign(message) },
      }
      await wallet.wallet.approveSessionAuthenticate({ id, auths: [cacao as never] })
    }
    wallet.wallet.on('session_authenticate', handler as never)
    try {
      const client = dapp()
      const { uri, response } = await client.authenticate({
        chains: ['eip155:1'],
        domain: 'dapp.invalid',
        uri: 'https://dapp.invalid/login',
        nonce: 'n0nce1234',
        statement: 'Sign in to the Portico test dapp',
        methods: ['personal_sign'],
      })
      expect(parsePairingUri(uri).methods).toEqual(['wc_sessionAuthenticate'])
      await wallet.wallet.core.pairing.pair({ uri })
      const { cacaos, session } = await response
      expect(cacaos).toHaveLength(1)
      expect(cacaos[0]!.p).toMatchObject({
        iss: `did:pkh:eip155:1:${address}`,
        nonce: 'n0nce1234',
        domain: 'dapp.invalid',
      })
      expect(session?.namespaces.eip155).toMatchObject({
        accounts: [`eip155:1:${address}`],
        methods: ['personal_sign'],
      })
      // The session works like any other.
      const result = await client.request<string>({
        topic: session!.topic,
        chainId: 'eip155:1',
        request: { method: 'personal_sign', params: ['0x68656c6c6f', address] },
      })
      expect(result).toBe('signed:0x68656c6c6f')
    } finally {
      wallet.wallet.off('session_authenticate', handler as never)
    }
  })

  test('a wallet without one-click sign-in takes the session proposal sent alongside', async () => {
    const client = dapp()
    const { uri, response } = await client.authenticate({
      chains: ['eip155:1'],
      domain: 'dapp.invalid',
      uri: 'https://dapp.invalid/login',
      nonce: 'n0nce5678',
    })
    await wallet.wallet.core.pairing.pair({ uri })
    const { cacaos, session } = await response
    expect(cacaos).toEqual([])
    expect(session?.namespaces.eip155?.methods).toContain('personal_sign')
  })
})
