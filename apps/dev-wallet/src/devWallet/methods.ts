import { numberToHex } from 'viem'
import { invalidParams, unsupportedMethod } from '../errors.js'
import { rpcRequest } from '../rpc.js'
import { summarizeAddChain } from '../summary.js'
import { parseAddChain, parseChainId, switchTo } from './chains.js'
import { connect, consent, requireAccount } from './consent.js'
import type { DevWalletContext } from './context.js'
import { atomicStatus, getCallsStatus, sendCalls, sendTransaction } from './send.js'
import { personalSign, signTypedData } from './sign.js'

// Signing methods the node would answer with its own unlocked accounts: never forwarded.
const blocked = new Set([
  'eth_sign',
  'eth_signTransaction',
  'eth_signTypedData',
  'eth_signTypedData_v1',
  'eth_signTypedData_v3',
])

/** One EIP-1193 request: the wallet's own methods here, anything else read from the current chain's node. */
export async function handle(context: DevWalletContext, method: string, params: unknown): Promise<unknown> {
  const { address, chains, emitter, permission } = context
  const chain = context.current
  const list: unknown[] = Array.isArray(params) ? params : []
  switch (method) {
    case 'eth_accounts':
      return permission ? [address] : []
    case 'eth_chainId':
      return numberToHex(chain.id)
    case 'net_version':
      return String(chain.id)
    case 'eth_requestAccounts':
      await connect(context, method, params)
      return [address]
    case 'wallet_requestPermissions': {
      const requested = Object.keys((list[0] as object | undefined) ?? {})
      if (requested.length !== 1 || requested[0] !== 'eth_accounts') {
        throw invalidParams('only the eth_accounts permission can be requested')
      }
      await connect(context, method, params)
      return [context.permission]
    }
    case 'wallet_getPermissions':
      return permission ? [permission] : []
    case 'wallet_revokePermissions':
      if (permission) {
        context.setPermission(undefined)
        emitter.emit('accountsChanged', [])
      }
      return null
    case 'wallet_switchEthereumChain':
      switchTo(context, parseChainId((list[0] as { chainId?: unknown } | undefined)?.chainId))
      return null
    case 'wallet_addEthereumChain': {
      const added = parseAddChain(list[0])
      await consent(context, method, params, summarizeAddChain(chains.get(added.id) ?? added))
      if (!chains.has(added.id)) chains.set(added.id, added)
      switchTo(context, added.id)
      return null
    }
    case 'personal_sign':
      return personalSign(context, chain, method, params, list)
    case 'eth_signTypedData_v4':
      return signTypedData(context, chain, method, params, list)
    case 'eth_sendTransaction':
      return sendTransaction(context, chain, method, params, list)
    case 'wallet_getCapabilities': {
      const [owner, ids] = list
      if (owner !== undefined) requireAccount(context, owner)
      const wanted = Array.isArray(ids) ? ids.map(parseChainId) : [...chains.keys()]
      const entries = await Promise.all(
        wanted
          .filter((id) => chains.has(id))
          .map(async (id) => [numberToHex(id), { atomic: { status: await atomicStatus(context, id) } }]),
      )
      return Object.fromEntries(entries)
    }
    case 'wallet_sendCalls':
      return sendCalls(context, chain, method, params)
    case 'wallet_getCallsStatus':
      return getCallsStatus(context, list)
    default:
      if (blocked.has(method) || method.startsWith('wallet_')) throw unsupportedMethod(method)
      return rpcRequest(chain.rpcUrl, method, params)
  }
}
