import type { CaipNetworkId, WalletConnectNamespaceSession, WalletConnectRequirements } from '@portico/core'
import { toAccountId } from '../utils/address.js'
import { fromHex, toHex } from '../utils/hex.js'
import { wrapBytes } from '../utils/wrapBytes.js'
import type { Injected, InjectedAccount, InjectedWindowProvider, SignerResult } from './types.js'

const SIGN_TRANSACTION = 'polkadot_signTransaction'
const SIGN_MESSAGE = 'polkadot_signMessage'

/** What the Polkadot adapter asks of a WalletConnect wallet: its two signing methods and account changes. */
export const walletConnectRequirements: WalletConnectRequirements = {
  methods: [SIGN_TRANSACTION, SIGN_MESSAGE],
  events: ['accountsChanged'],
}

/** The session's CAIP-10 accounts (`polkadot:<genesis hash prefix>:<SS58 address>`) as extension accounts of that chain. */
const toInjectedAccounts = (caip10: readonly string[]): InjectedAccount[] =>
  caip10.flatMap((account) => {
    const [namespace, reference, address] = account.split(':')
    // The adapter matches an account's genesis hash by its first 32 hex digits, the CAIP-2 reference.
    return namespace === 'polkadot' && reference && address
      ? [{ address, genesisHash: `0x${reference}` }]
      : []
  })

/** A wallet's refusal: the session protocol's 5000 'user rejected' reads as EIP-1193's 4001, as for extensions. */
const asRefusal = (error: unknown) => {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown }
  if (code === 5000) return { code: 4001, message: typeof message === 'string' ? message : 'User rejected.' }
  return error
}

/**
 * A polkadot-js-protocol extension over a WalletConnect session, so the adapter's extension path and every
 * action work unchanged: `enable` gives the session's accounts (each restricted to its chain), `subscribe`
 * follows the session's account changes (none when it ends), `signPayload` is `polkadot_signTransaction`
 * (`{ address, transactionPayload }` → `{ signature }`) on the payload's chain, and `signRaw` is
 * `polkadot_signMessage` (`{ address, data, type: 'bytes' }`, the hex of the `<Bytes>`-wrapped message →
 * `{ signature }`) on `getChainId()`;
 * `address` is the account as the session lists it, whatever SS58 format the app gave.
 *
 * @example
 * const extension = createWalletConnectExtension(session, { getChainId: () => network.caipNetworkId })
 * const { accounts, signer } = await extension.enable('My app')
 */
export function createWalletConnectExtension(
  session: WalletConnectNamespaceSession,
  { getChainId }: { getChainId: () => string },
): InjectedWindowProvider {
  let ids = 0
  const approved = (method: string) => session.getMethods().includes(method)
  const request = async (method: string, params: unknown, chainId: string) => {
    try {
      return await session.request<{ signature: `0x${string}` }>({
        chainId: chainId as CaipNetworkId,
        method,
        params,
      })
    } catch (error) {
      throw asRefusal(error)
    }
  }

  /** The account as the session shares it (the wallet's own SS58 form), for an address in any SS58 format. */
  const sessionAddress = (address: string) => {
    const id = toAccountId(address).join()
    const shared = toInjectedAccounts(session.getAccounts()).find(
      (account) => toAccountId(account.address).join() === id,
    )
    return shared?.address ?? address
  }

  async function signPayload(payload: never): Promise<SignerResult> {
    const { address, genesisHash } = payload as { address: string; genesisHash: string }
    const chainId = `polkadot:${genesisHash.replace(/^0x/, '').slice(0, 32)}`
    const { signature } = await request(
      SIGN_TRANSACTION,
      { address: sessionAddress(address), transactionPayload: payload },
      chainId,
    )
    ids += 1
    return { id: ids, signature }
  }

  async function signRaw({ address, data }: { address: string; data: string }): Promise<SignerResult> {
    // The message goes to the wallet already inside `<Bytes>…</Bytes>` (as polkadot_signMessage asks), so a
    // wallet that checks the wrapping signs it and one that wraps again changes nothing (wrapping is idempotent).
    const wrapped = toHex(wrapBytes(fromHex(data)))
    const { signature } = await request(
      SIGN_MESSAGE,
      { address: sessionAddress(address), data: wrapped, type: 'bytes' },
      getChainId(),
    )
    ids += 1
    return { id: ids, signature }
  }

  const injected: Injected = {
    accounts: {
      get: async () => toInjectedAccounts(session.getAccounts()),
      subscribe(callback) {
        return session.subscribe((event) => {
          if (event.type === 'accountsChanged') callback(toInjectedAccounts(event.accounts))
          else if (event.type === 'deleted') callback([])
        })
      },
    },
    // Only what the wallet approved, so an action it cannot serve fails before asking (UnsupportedWalletFeatureError).
    signer: {
      ...(approved(SIGN_TRANSACTION) && { signPayload }),
      ...(approved(SIGN_MESSAGE) && { signRaw }),
    },
  }

  return { version: '1', enable: async () => injected }
}
