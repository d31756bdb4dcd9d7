// The signed-in account and the active chain: GET_USER, IS_CONNECTED, SIGN_OUT, GET_CHAIN_ID, SWITCH_NETWORK, and
// the smart-account requests: the networks with a smart-account service, and the account type chosen per network.
import type { Address } from 'viem'
import { chainRef } from '../chains.js'
import { NotLoggedInError } from '../errors.js'
import { addressOn } from '../keys.js'
import {
  activeEvmAccount,
  isDeployed,
  networkClient,
  preferredAccountType,
  SmartAccountUnavailableError,
  smartAccountAddress,
  smartAccountService,
} from '../smartAccount.js'
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
  const { wallet, state, store, networks } = frame

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
      const chain = chainRef(chainId)
      const service = smartAccountService(networks, chain)
      const smart =
        service &&
        (await smartAccountAddress(networkClient(networks.require(chain)), service, address as Address))
      const preferred = smart ? await preferredAccountType(store, networks, user.id, chain) : 'eoa'
      return {
        email: user.email,
        address: preferred === 'smartAccount' && smart ? smart : address,
        chainId,
        accounts: [
          { address, type: 'eoa' as const },
          ...(smart ? [{ address: smart, type: 'smartAccount' as const }] : []),
        ],
        preferredAccountType: preferred,
        smartAccountDeployed: smart ? await isDeployed(networkClient(networks.require(chain)), smart) : false,
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
      return { smartAccountEnabledNetworks: networks.smartAccountChainIds() }
    },
    async INIT_SMART_ACCOUNT_NETWORKS() {
      return { smartAccountEnabledNetworks: networks.smartAccountChainIds() }
    },
    /** The account type of the active chain, remembered per user and network on this device. */
    async SET_PREFERRED_ACCOUNT({ type }) {
      const { user, address } = await account(state.chainId)
      const chain = chainRef(state.chainId)
      if (chain.namespace !== 'eip155') {
        if (type === 'smartAccount') throw new SmartAccountUnavailableError(chain.caipNetworkId)
        return { type, address }
      }
      networks.require(chain)
      if (type === 'smartAccount' && !smartAccountService(networks, chain))
        throw new SmartAccountUnavailableError(chain.caipNetworkId)
      await store.savePreferredAccount(user.id, chain.caipNetworkId, type)
      const active = await activeEvmAccount(frame, user.id, address as Address, chain)
      return { type: active.type, address: active.address }
    },
  }
}
