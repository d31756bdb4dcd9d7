// The signed-in account and the active chain: GET_USER, IS_CONNECTED, SIGN_OUT, GET_CHAIN_ID, SWITCH_NETWORK, and
// the smart-account requests: the networks with a smart-account service, and the account chosen per network (the
// EOA, the counterfactual smart account, or the EOA upgraded in place after the user's Approve).
import { fillEmbedded } from '@portico/i18n/embedded'
import type { Address } from 'viem'
import { type ChainRef, chainRef } from '../chains.js'
import { NotLoggedInError } from '../errors.js'
import { addressOn } from '../keys.js'
import {
  activeEvmAccount,
  eip7702Implementation,
  isDeployed,
  isUpgraded,
  networkClient,
  preferredAccountChoice,
  SmartAccountUnavailableError,
  smartAccountAddress,
  smartAccountService,
} from '../smartAccount.js'
import { askApproval } from '../ui/approvalView.js'
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
  const { wallet, state, store, networks, surface, config } = frame

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

  /** The EOA's smart accounts on `chain`: the counterfactual one's address, and whether the EOA is upgraded. */
  async function smartAccountsOf(chain: ChainRef, eoa: Address) {
    const service = smartAccountService(networks, chain)
    if (!service) return undefined
    const client = networkClient(networks.require(chain))
    const implementation = eip7702Implementation(networks, chain)
    const [smart, eoaUpgraded] = await Promise.all([
      smartAccountAddress(client, service, eoa),
      implementation ? isUpgraded(client, eoa, implementation) : false,
    ])
    return { client, smart, eoaUpgraded, offersUpgrade: implementation !== undefined }
  }

  /**
   * Shows the EOA's in-place upgrade on `chain` for the user's Approve (rejects on Reject); nothing to approve when
   * its code already delegates to the network's implementation.
   */
  async function approveUpgrade(chain: ChainRef, eoa: Address) {
    const found = await smartAccountsOf(chain, eoa)
    if (!found?.offersUpgrade) throw new SmartAccountUnavailableError(chain.caipNetworkId)
    if (found.eoaUpgraded) return
    const strings = surface.strings()
    const network = networks.get(chain.caipNetworkId)?.name || chain.caipNetworkId
    await askApproval(surface, {
      origin: config.origin,
      method: 'SET_PREFERRED_ACCOUNT',
      network,
      description: {
        title: strings.upgradeTitle,
        details: [
          { label: strings.smartAccountLabel, value: eoa, mono: true },
          { label: strings.upgradeLabel, value: fillEmbedded(strings.upgradeExplainer, { network }) },
        ],
      },
    })
  }

  return {
    async GET_USER({ chainId }) {
      // Answers for the chain asked about; the active chain changes only by SWITCH_NETWORK.
      const { user, address } = await account(chainId)
      const chain = chainRef(chainId)
      const found = await smartAccountsOf(chain, address as Address)
      const choice = found ? await preferredAccountChoice(store, networks, user.id, chain) : 'eoa'
      const mode = choice === 'eip7702' ? 'eip7702' : 'counterfactual'
      const deployed = found
        ? mode === 'eip7702'
          ? found.eoaUpgraded
          : await isDeployed(found.client, found.smart)
        : false
      return {
        email: user.email,
        address: choice === 'smartAccount' && found ? found.smart : address,
        chainId,
        accounts: [
          { address, type: 'eoa' as const },
          ...(found ? [{ address: found.smart, type: 'smartAccount' as const }] : []),
        ],
        preferredAccountType: choice === 'eoa' ? ('eoa' as const) : ('smartAccount' as const),
        ...(choice !== 'eoa' && { smartAccountMode: mode }),
        smartAccountDeployed: deployed,
        ...(found?.offersUpgrade && { eoaUpgraded: found.eoaUpgraded }),
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
    /**
     * The account of the active chain, remembered per user and network on this device; the in-place upgrade
     * (`mode: 'eip7702'`) only after the user approves it here (its first user operation carries it).
     */
    async SET_PREFERRED_ACCOUNT({ type, mode }) {
      const { user, address } = await account(state.chainId)
      const chain = chainRef(state.chainId)
      if (chain.namespace !== 'eip155') {
        if (type === 'smartAccount') throw new SmartAccountUnavailableError(chain.caipNetworkId)
        return { type, address }
      }
      networks.require(chain)
      if (type === 'smartAccount' && !smartAccountService(networks, chain))
        throw new SmartAccountUnavailableError(chain.caipNetworkId)
      const upgrade = type === 'smartAccount' && mode === 'eip7702'
      if (upgrade) await approveUpgrade(chain, address as Address)
      await store.savePreferredAccount(user.id, chain.caipNetworkId, upgrade ? 'eip7702' : type)
      const active = await activeEvmAccount(frame, user.id, address as Address, chain)
      return active.type === 'eoa'
        ? { type: active.type, address: active.address }
        : { type: active.type, address: active.address, mode: active.mode }
    },
  }
}
