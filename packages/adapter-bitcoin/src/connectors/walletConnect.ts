import type {
  Account,
  CaipNetworkId,
  WalletConnectNamespaceSession,
  WalletConnectRequirements,
} from '@portico/core'
import { UnsupportedWalletFeatureError } from '../errors/connector.js'
import { toWalletError } from '../errors/toWalletError.js'
import { fromBase64, fromHex, toBase64 } from '../utils/bytes.js'
import { toAccount } from '../utils/toAccount.js'
import type { BitcoinWalletConnection } from './types.js'

const SIGN_MESSAGE = 'signMessage'
const SIGN_PSBT = 'signPsbt'
const GET_ACCOUNT_ADDRESSES = 'getAccountAddresses'

/**
 * What the Bitcoin adapter asks of a WalletConnect wallet: message and PSBT signing (its transfers are PSBTs
 * it builds itself), the account's addresses with their public keys, and account changes.
 */
export const walletConnectRequirements: WalletConnectRequirements = {
  methods: [SIGN_MESSAGE, SIGN_PSBT, GET_ACCOUNT_ADDRESSES],
  events: ['accountsChanged'],
}

type AccountAddress = { address: string; publicKey?: string; path?: string; intention?: string }

/** The session's CAIP-10 accounts (`bip122:<genesis hash prefix>:<address>`): each account's first external address. */
const sessionAddresses = (caip10: readonly string[]) => [
  ...new Set(
    caip10.flatMap((account) => {
      const [namespace, reference, address] = account.split(':')
      return namespace === 'bip122' && reference && address ? [address] : []
    }),
  ),
]

/** A hex signature (what WalletConnect wallets answer) as base64, as the adapter gives signatures; base64 is kept. */
const toBase64Signature = (signature: string) =>
  /^(?:[0-9a-fA-F]{2})+$/.test(signature) ? toBase64(fromHex(signature)) : signature

/**
 * A WalletConnect session as the adapter's `BitcoinWalletConnection`, so every action works unchanged:
 * accounts are the session's (each account's first external address, a payment account) with their public
 * keys, plus the ordinals addresses, from `getAccountAddresses` when the wallet approved it; `signMessage`
 * (`{ account, address, message, protocol: 'bip322' | 'ecdsa' }`, hex signature back) and `signPsbt`
 * (`{ account, psbt, signInputs: [{ address, index }], broadcast: false }`, base64 PSBT back) go to the wallet
 * on the chain of the request (`getChainId()` for a message). Ending the connection deletes the session,
 * which is core's to do, so `disconnect` does nothing here.
 *
 * @example
 * const connection = walletConnectConnection(session, { getChainId: () => chain.caipNetworkId })
 */
export function walletConnectConnection(
  session: WalletConnectNamespaceSession,
  { getChainId }: { getChainId: () => string },
): BitcoinWalletConnection {
  const approved = (method: string) => session.getMethods().includes(method)
  const request = async <result>(method: string, params: unknown, chainId = getChainId()) => {
    try {
      return await session.request<result>({ chainId: chainId as CaipNetworkId, method, params })
    } catch (error) {
      throw toWalletError(error)
    }
  }
  /** The account every request names: the first external address the session shares. */
  const account = () => {
    const [first] = sessionAddresses(session.getAccounts())
    if (!first)
      throw new UnsupportedWalletFeatureError('an account', { details: 'The session shares no account' })
    return first
  }

  async function accountsOf(caip10: readonly string[]): Promise<Account[]> {
    const shared = sessionAddresses(caip10)
    const [first] = shared
    if (!first) return []
    let listed: AccountAddress[] = []
    if (approved(GET_ACCOUNT_ADDRESSES)) {
      // Only for public keys and ordinals addresses: without them the session's own accounts still serve.
      listed = await request<AccountAddress[]>(GET_ACCOUNT_ADDRESSES, {
        account: first,
        intentions: ['payment', 'ordinal'],
      }).catch(() => [])
      if (!Array.isArray(listed)) listed = []
    }
    const publicKeyOf = (address: string) => listed.find((each) => each.address === address)?.publicKey
    const payments = shared.map((address) => toAccount(address, publicKeyOf(address), 'payment'))
    const ordinals = listed
      .filter((each) => each.intention === 'ordinal' && !shared.includes(each.address))
      .map((each) => toAccount(each.address, each.publicKey, 'ordinals'))
    return [...payments, ...ordinals]
  }

  return {
    connect: () => accountsOf(session.getAccounts()),
    getAccounts: () => accountsOf(session.getAccounts()),
    disconnect: async () => {},
    messageProtocols: () => undefined,

    async signMessage({ address, message, protocol }) {
      if (!approved(SIGN_MESSAGE)) throw new UnsupportedWalletFeatureError(SIGN_MESSAGE)
      const { signature } = await request<{ signature?: unknown }>(SIGN_MESSAGE, {
        account: account(),
        address,
        message,
        protocol: protocol === 'legacy' ? 'ecdsa' : 'bip322',
      })
      if (typeof signature !== 'string') throw new UnsupportedWalletFeatureError(SIGN_MESSAGE)
      return toBase64Signature(signature)
    },

    async signPsbt({ psbt, inputs, chain }) {
      if (!approved(SIGN_PSBT)) throw new UnsupportedWalletFeatureError(SIGN_PSBT)
      const signInputs = inputs.flatMap(({ address, indexes }) =>
        indexes.map((index) => ({ address, index })),
      )
      const result = await request<{ psbt?: unknown }>(
        SIGN_PSBT,
        { account: account(), psbt: toBase64(psbt), signInputs, broadcast: false },
        chain.caipNetworkId,
      )
      const signed = typeof result?.psbt === 'string' ? fromBase64(result.psbt) : undefined
      if (!signed) throw new UnsupportedWalletFeatureError(SIGN_PSBT, { details: 'No PSBT returned' })
      return signed
    },

    onAccountsChanged(listener) {
      let latest = 0
      return session.subscribe((event) => {
        if (event.type === 'deleted') {
          latest += 1
          listener([])
        } else if (event.type === 'accountsChanged') {
          const run = ++latest
          void accountsOf(event.accounts).then((accounts) => {
            if (run === latest) listener(accounts)
          })
        }
      })
    },
  }
}
