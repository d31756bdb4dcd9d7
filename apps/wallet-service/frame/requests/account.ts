// The signed-in account and the active chain: GET_USER, IS_CONNECTED, SIGN_OUT, GET_CHAIN_ID, SWITCH_NETWORK, and
// the smart-account requests (this service has none: empty lists, and 'eoa' the only account type).
import { chainRef } from '../chains.js'
import { NotLoggedInError, NotSupportedError } from '../errors.js'
import { addressOn } from '../keys.js'
import type { Frame, RequestHandlers } from './frame.js'

type AccountTypes =
  | 'GET_USER'
  | 'IS_CONNECTED'
  | 'SIGN_OUT'
  | 'GET_CHAIN_ID'
  | 'SWITCH_NETWORK'
  | 'GET_SMART_ACCOUNT_ENABLED_NETWORKS'
  | 'INIT_SMART_ACCOUNT_NETWORKS'
  | 'SET_PREFERRED_ACCOUNT'

export function accountHandlers(frame: Frame): Pick<RequestHandlers, AccountTypes> {
  const { wallet, state, store } = frame

  /**
   * The connected user and the address of the namespace of `chainId` (eip155 → EVM, solana → Solana); a wallet
   * imported from one chain's private key has no other (`ChainNotInWalletError`).
   */
  async function account(chainId: string | number) {
    const connected = await wallet.connectedUser()
    if (!connected) throw new NotLoggedInError()
    const address = addressOn(connected.addresses, chainRef(chainId).namespace)
    return { ...connected, address }
  }

  return {
    async GET_USER({ chainId }) {
      // Answers for the chain asked about; the active chain changes only by SWITCH_NETWORK.
      const { user, address } = await account(chainId)
      return {
        email: user.email,
        address,
        chainId,
        accounts: [{ address, type: 'eoa' }],
        preferredAccountType: 'eoa',
        smartAccountDeployed: false,
        ...(user.userName !== undefined && { userName: user.userName }),
      }
    },
    async IS_CONNECTED() {
      const session = await wallet.liveSession()
      return { isConnected: Boolean(session && (await store.walletOf(session.user.id))) }
    },
    async SIGN_OUT() {
      await wallet.signOut()
      return {}
    },
    async GET_CHAIN_ID() {
      return { chainId: state.chainId }
    },
    async SWITCH_NETWORK({ chainId }) {
      chainRef(chainId)
      state.chainId = chainId
      return { chainId }
    },
    async GET_SMART_ACCOUNT_ENABLED_NETWORKS() {
      return { smartAccountEnabledNetworks: [] }
    },
    async INIT_SMART_ACCOUNT_NETWORKS() {
      return { smartAccountEnabledNetworks: [] }
    },
    async SET_PREFERRED_ACCOUNT({ type }) {
      if (type !== 'eoa') throw new NotSupportedError('Smart accounts are not supported by this wallet')
      const { address } = await account(state.chainId)
      return { type, address }
    },
  }
}
