import {
  type Cacao,
  decodeRecap,
  encodeRecap,
  formatCacaoMessage,
  type Recap,
  recapResource,
} from '@portico/siwx'
import { deriveSymKey, generateKeyPair, hashKey, type KeyPair } from './crypto.js'
import { ProposalExpiredError, RequestExpiredError, WalletConnectError } from './errors.js'
import { createRpcId } from './jsonRpc.js'
import { SESSION_EXTEND_EXPIRY, SIGN_METHODS, type SignMethod } from './methods.js'
import type {
  Metadata,
  ProposeParameters,
  SendOptions,
  Session,
  SessionNamespaces,
  StoredSession,
} from './types.js'

/** What the app asks the wallet to sign in with (CAIP-122 fields; `uri` is the message's URI / audience). */
export type AuthenticateParameters = {
  /** CAIP-2 chains, e.g. `['eip155:1']`; the first one's namespace carries the capabilities. */
  chains: string[]
  /** The domain asking, e.g. `app.example.com`. */
  domain: string
  nonce: string
  /** The URI the signature is for. */
  uri: string
  statement?: string | undefined
  /** Message type; `caip122` by default. */
  type?: string | undefined
  /** ISO 8601. */
  nbf?: string | undefined
  /** ISO 8601. */
  exp?: string | undefined
  requestId?: string | undefined
  resources?: string[] | undefined
  /** Methods the session opened by the sign-in may use (a ReCap is added to `resources`). */
  methods?: string[] | undefined
  /** Seconds the wallet has to answer (one hour at least, the default). */
  expiry?: number | undefined
  /** Seconds the pairing URI lives, 60 to 300; default 300 (5 minutes). */
  pairingExpiry?: number | undefined
}

export type AuthenticateResult = {
  /** One signed CACAO per chain the wallet signed for (empty when it answered with a plain session). */
  cacaos: Cacao[]
  /** The session opened alongside, when methods were granted (or the wallet took the session proposal). */
  session?: Session
}

export type AuthenticateReturnType = {
  /** The `wc:` pairing URI to show. */
  uri: string
  /** When the URI expires, ms. */
  expiresAt: number
  response: Promise<AuthenticateResult>
}

/** @internal What `authenticate` needs of the Sign client. */
export type AuthenticateContext = {
  metadata: Metadata
  now(): number
  createPairing(
    methods?: string[],
    lifetime?: number,
  ): Promise<{ topic: string; uri: string; expiry: number }>
  propose(parameters: ProposeParameters): Promise<{ id: number; approval: Promise<Session> }>
  send<result>(topic: string, method: SignMethod, params: unknown, options?: SendOptions): Promise<result>
  cancelProposal(id: number): void
  cancelRequest(id: number): void
  listenTypeOne(topic: string, keyPair: KeyPair): void
  stopTypeOne(topic: string): void
  addSession(session: StoredSession): Session
}

// The CACAO and the ReCap resources are @portico/siwx's (the sign-in message's own package).
export { type Cacao, decodeRecap, encodeRecap }

// The reference wallets answer "method unsupported" with this code; the session proposal is then the way in.
const METHOD_UNSUPPORTED = 10001

function mergeRecaps(a: Recap, b: Recap): Recap {
  const att: Recap['att'] = structuredClone(a.att)
  for (const [namespace, grants] of Object.entries(b.att)) att[namespace] = { ...att[namespace], ...grants }
  return { att }
}

/**
 * The session namespaces a set of CACAOs grants: for each signer (`did:pkh:<namespace>:<reference>:<address>`)
 * the chains it signed for (its own and those in the ReCap's grants), the `request/…` methods of the ReCap.
 */
export function namespacesFromCacaos(cacaos: readonly Cacao[]): SessionNamespaces {
  const namespaces: SessionNamespaces = {}
  for (const cacao of cacaos) {
    const [, , namespace, reference, address] = cacao.p.iss.split(':')
    if (!namespace || !reference || !address) continue
    const recap = (cacao.p.resources ?? []).map(decodeRecap).find((found) => found !== undefined)
    const grants = recap?.att[namespace] ?? {}
    const methods = Object.keys(grants)
      .filter((key) => key.startsWith('request/'))
      .map((key) => key.slice('request/'.length))
    const chains = [`${namespace}:${reference}`]
    for (const grant of Object.values(grants).flat()) {
      const listed = (grant as { chains?: unknown }).chains
      if (Array.isArray(listed))
        chains.push(...listed.filter((chain): chain is string => typeof chain === 'string'))
    }
    const entry = namespaces[namespace] ?? {
      accounts: [],
      chains: [],
      methods: [],
      events: ['chainChanged', 'accountsChanged'],
    }
    entry.chains = [...new Set([...(entry.chains ?? []), ...chains])]
    entry.accounts = [...new Set([...entry.accounts, ...chains.map((chain) => `${chain}:${address}`)])]
    entry.methods = [...new Set([...entry.methods, ...methods])]
    namespaces[namespace] = entry
  }
  return namespaces
}

/**
 * The sign-in message (EIP-4361 / CAIP-122 text) of a CACAO payload, as the wallet signed it: what an app
 * verifies the CACAO's signature against. @portico/siwx's `formatCacaoMessage`, under this package's name.
 */
export const formatAuthMessage = formatCacaoMessage

/** @internal `SignClient.authenticate`, over the client's primitives. */
export async function authenticate(
  context: AuthenticateContext,
  parameters: AuthenticateParameters,
): Promise<AuthenticateReturnType> {
  const { chains, methods = [] } = parameters
  if (chains.length === 0)
    throw new WalletConnectError({ code: 11002, message: 'authenticate needs at least one chain' })
  const namespace = chains[0]!.split(':')[0]!
  const pairing = await context.createPairing(['wc_sessionAuthenticate'], parameters.pairingExpiry)
  const keyPair = generateKeyPair()
  // The wallet answers on the hash of our public key, in a type 1 envelope that carries its own.
  const responseTopic = hashKey(keyPair.publicKey)
  context.listenTypeOne(responseTopic, keyPair)

  const resources = [...(parameters.resources ?? [])]
  if (methods.length > 0) {
    const ours = encodeRecap(namespace, 'request', methods)
    const last = resources.length ? decodeRecap(resources[resources.length - 1]!) : undefined
    if (last) {
      resources.pop()
      resources.push(recapResource(mergeRecaps(last, decodeRecap(ours)!)))
    } else resources.push(ours)
  }
  const ttl = Math.max(parameters.expiry ?? 0, SIGN_METHODS.wc_sessionAuthenticate.req.ttl)
  const nowSeconds = Math.floor(context.now() / 1000)
  const authPayload = {
    type: parameters.type ?? 'caip122',
    chains,
    statement: parameters.statement ?? '',
    aud: parameters.uri,
    domain: parameters.domain,
    version: '1',
    nonce: parameters.nonce,
    iat: new Date(context.now()).toISOString(),
    ...(parameters.exp ? { exp: parameters.exp } : {}),
    ...(parameters.nbf ? { nbf: parameters.nbf } : {}),
    ...(parameters.requestId ? { requestId: parameters.requestId } : {}),
    resources,
  }
  const requestId = createRpcId()
  const answer = context.send<{ cacaos?: Cacao[]; responder?: { publicKey?: string; metadata?: Metadata } }>(
    pairing.topic,
    'wc_sessionAuthenticate',
    {
      authPayload,
      requester: { publicKey: keyPair.publicKey, metadata: context.metadata },
      expiryTimestamp: nowSeconds + ttl,
    },
    {
      id: requestId,
      timeout: ttl,
      publish: { ...SIGN_METHODS.wc_sessionAuthenticate.req, ttl },
      expiredError: () => new RequestExpiredError(),
    },
  )
  answer.catch(() => undefined)
  // Wallets without one-click sign-in take this proposal instead (same key, same pairing).
  const fallback = await context.propose({
    pairing,
    keyPair,
    requiredNamespaces: {},
    optionalNamespaces: {
      [namespace]: {
        chains,
        methods: [...new Set(['personal_sign', ...methods])],
        events: ['chainChanged', 'accountsChanged'],
      },
    },
  })

  const response = new Promise<AuthenticateResult>((resolve, reject) => {
    let settled = false
    const finish = (outcome: () => void) => {
      if (settled) return
      settled = true
      context.stopTypeOne(responseTopic)
      outcome()
    }
    answer.then(
      (result) => {
        context.cancelProposal(fallback.id)
        const cacaos = Array.isArray(result?.cacaos) ? result.cacaos : []
        const responder = result?.responder
        if (cacaos.length === 0 || typeof responder?.publicKey !== 'string') {
          finish(() =>
            reject(new WalletConnectError({ code: 11001, message: 'Malformed authentication response' })),
          )
          return
        }
        const namespaces = namespacesFromCacaos(cacaos)
        const granted = Object.values(namespaces).some((entry) => entry.methods.length > 0)
        if (!granted) {
          finish(() => resolve({ cacaos }))
          return
        }
        const symKey = deriveSymKey(keyPair.privateKey, responder.publicKey)
        const metadata = responder.metadata ?? { name: '', description: '', url: '', icons: [] }
        const session = context.addSession({
          topic: hashKey(symKey),
          symKey,
          namespaces,
          expiry: Math.floor(context.now() / 1000) + SESSION_EXTEND_EXPIRY,
          peer: { publicKey: responder.publicKey.toLowerCase(), metadata },
          pairingTopic: pairing.topic,
        })
        finish(() => resolve({ cacaos, session }))
      },
      (error: unknown) => {
        // A wallet that does not know the method takes the proposal; its answer decides.
        if (error instanceof WalletConnectError && error.code === METHOD_UNSUPPORTED) return
        context.cancelProposal(fallback.id)
        finish(() => reject(error))
      },
    )
    fallback.approval.then(
      (session) => {
        context.cancelRequest(requestId)
        finish(() => resolve({ cacaos: [], session }))
      },
      (error: unknown) => {
        // An unanswered proposal expires with its pairing; the sign-in request may still be answered.
        if (error instanceof ProposalExpiredError) return
        context.cancelRequest(requestId)
        finish(() => reject(error))
      },
    )
  })
  response.catch(() => undefined)
  return { uri: pairing.uri, expiresAt: pairing.expiry * 1000, response }
}
