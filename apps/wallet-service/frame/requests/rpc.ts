// RPC_REQUEST: the signed-in wallet answers a wallet method; unsafe ones first show the approval view.
import { isKnownMethod } from '@portico/embedded-wallet/protocol'
import type { Address } from 'viem'
import { NotLoggedInError, NotSupportedError } from '../errors.js'
import { addressOn } from '../keys.js'
import { rpcRequest } from '../rpc/index.js'
import { activeEvmAccount } from '../smartAccount.js'
import { askApproval, showInfo } from '../ui/approvalView.js'
import type { Frame, RequestHandlers } from './frame.js'

export function rpcHandlers(frame: Frame): Pick<RequestHandlers, 'RPC_REQUEST'> {
  const { wallet, surface, networks, config } = frame
  return {
    async RPC_REQUEST(payload) {
      if (!isKnownMethod(payload.method)) throw new NotSupportedError()
      const connected = await wallet.connectedUser()
      if (!connected) throw new NotLoggedInError()
      const result = await rpcRequest(payload, {
        strings: surface.strings(),
        networks,
        addresses: connected.addresses,
        evmAccount: (chain) =>
          activeEvmAccount(
            frame,
            connected.user.id,
            addressOn(connected.addresses, 'eip155') as Address,
            chain,
          ),
        chooseUpgradedEoa: (chain) =>
          frame.store.savePreferredAccount(connected.user.id, chain.caipNetworkId, 'eip7702'),
        origin: config.origin,
        appName: () => frame.state.appName,
        approve: (description, { method, chain }) =>
          askApproval(surface, {
            origin: config.origin,
            method,
            network: networks.get(chain.caipNetworkId)?.name || chain.caipNetworkId,
            description,
          }),
        show: (description, { method, chain }) =>
          showInfo(surface, {
            origin: config.origin,
            method,
            network: networks.get(chain.caipNetworkId)?.name || chain.caipNetworkId,
            description,
          }),
        withKeys: (use) => wallet.withKeys(use),
      })
      return { result }
    },
  }
}
