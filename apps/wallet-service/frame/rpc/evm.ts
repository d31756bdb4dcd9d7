// EVM wallet methods: accounts and chain id answered here, reads forwarded to the network's RPC, signatures and
// transactions after the user's Approve, and the smart account's session permissions (sessions.ts).
import {
  type Address,
  createClient,
  type Hex,
  hashMessage,
  hashTypedData,
  http,
  isAddress,
  isHex,
  numberToHex,
  stringToHex,
  type TypedDataDefinition,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { getBalance, waitForTransactionReceipt } from 'viem/actions'
import * as z from 'zod/mini'
import { chainRef } from '../chains.js'
import { FrameRequestError, InvalidParamsError, NotSupportedError } from '../errors.js'
import { evmKeyOf } from '../keys.js'
import { eip7702Implementation, smartAccountService, upgradedEoa } from '../smartAccount.js'
import { decodeCallsId, encodeCallsId, encodeUserOperationCallsId, getCallsStatus } from './calls.js'
import type { RpcContext } from './context.js'
import {
  describeCalls,
  describeMessage,
  describeTransaction,
  describeTypedData,
  type EvmCall,
} from './describeEvm.js'
import {
  address,
  createEvmRequestContext,
  type EvmChain,
  type EvmRequestContext,
  feesOf,
  getAssetsSchema,
  hex,
  parse,
  quantity,
  safeJson,
  sendCallsSchema,
  toHexKey,
  transactionSchema,
  typedDataSchema,
} from './evmContext.js'
import {
  grantedSessions,
  requestSessions,
  revokeSession,
  sessionParams,
  supportedExecutionPermissions,
} from './sessions.js'
import { showCallsStatus } from './showCallsStatus.js'
import {
  paymasterFor,
  sendFromSmartAccount,
  signAsSmartAccount,
  withSmartAccountRow,
} from './smartAccountRequests.js'
import { userOperationCallsStatus, waitForUserOperation } from './userOperationReceipt.js'

export async function evmRequest(
  chain: EvmChain,
  method: string,
  rawParams: unknown,
  context: RpcContext,
): Promise<unknown> {
  const account = await context.evmAccount(chain)
  const request = createEvmRequestContext(chain, method, sessionParams(method, rawParams), context, account)
  switch (method) {
    case 'eth_accounts':
    case 'eth_requestAccounts':
      return [request.own]
    case 'eth_chainId':
      return numberToHex(chain.id)
    case 'wallet_getCapabilities':
      return getCapabilities(request)
    case 'wallet_getCallsStatus':
      return callsStatus(request)
    case 'wallet_showCallsStatus':
      return showCallsStatus(request)
    case 'wallet_getAssets':
      return getAssets(request)
    case 'personal_sign':
      return personalSign(request)
    case 'eth_signTypedData_v4':
      return signTypedData(request)
    case 'eth_sendTransaction':
      return sendOneTransaction(request)
    case 'wallet_sendCalls':
      return sendCalls(request)
    case 'wallet_getSupportedExecutionPermissions':
      return supportedExecutionPermissions(context.networks)
    case 'wallet_requestExecutionPermissions':
    case 'wallet_grantPermissions':
      return requestSessions(request, method)
    case 'wallet_getGrantedExecutionPermissions':
      return grantedSessions(request)
    case 'wallet_revokeExecutionPermission':
    case 'wallet_revokePermissions':
      return revokeSession(request)
    case 'eth_sendUserOperation':
      throw new NotSupportedError(`${method} is not supported by this wallet`)
    default:
      // Every other method reaching here is a safe read: the network's RPC answers it.
      return request.client().request({ method, params: request.list } as never)
  }
}

async function getCapabilities({ list, rpc, checkAccount }: EvmRequestContext) {
  checkAccount(list[0] === undefined ? undefined : parse(address, list[0], 'address'))
  const wanted = list[1] === undefined ? undefined : parse(z.array(quantity), list[1], 'chain ids')
  const ids = rpc.networks.evmChainIds().filter((id) => !wanted || wanted.some((w) => Number(w) === id))
  // The EOA has no atomic batches and no paymasters, but is `ready` to batch where the network offers its in-place
  // upgrade (EIP-7702: an atomic wallet_sendCalls asks for it); the smart account (the upgraded EOA too) batches
  // atomically, and is sponsored where the network has a paymaster service.
  const entries = await Promise.all(
    ids.map(async (id) => {
      const chain = chainRef(id) as EvmChain
      const account = await rpc.evmAccount(chain)
      if (account.type === 'eoa')
        return [
          numberToHex(id),
          eip7702Implementation(rpc.networks, chain) ? { atomic: { status: 'ready' } } : {},
        ] as const
      return [
        numberToHex(id),
        {
          atomic: { status: 'supported' },
          ...(account.service.paymasterUrl !== undefined && { paymasterService: { supported: true } }),
        },
      ] as const
    }),
  )
  return Object.fromEntries(entries)
}

function callsStatus({ list, rpc }: EvmRequestContext) {
  const id = parse(hex, list[0], 'call batch id') as Hex
  const decoded = decodeCallsId(id)
  const batchChain = chainRef(decoded.chainId) as EvmChain
  const info = rpc.networks.require(batchChain)
  if (decoded.kind === 'transactions')
    return getCallsStatus(createClient({ transport: http(info.rpcUrl) }), id, decoded)
  const service = smartAccountService(rpc.networks, batchChain)
  if (!service)
    throw new InvalidParamsError('Unknown call batch id: its network has no smart-account service')
  return userOperationCallsStatus(service.bundlerUrl, id, decoded.chainId, decoded.hash)
}

/** The wallet's native balance on each of the app's EVM chains (or those of the request's filter). */
async function getAssets({ list, rpc, own, checkAccount }: EvmRequestContext) {
  const request = parse(getAssetsSchema, list[0], 'wallet_getAssets request')
  checkAccount(request.account)
  const ids = rpc.networks
    .evmChainIds()
    .filter((id) => !request.chainFilter || request.chainFilter.some((wanted) => Number(wanted) === id))
  const entries = await Promise.all(
    ids.map(async (id) => {
      const info = rpc.networks.require({ namespace: 'eip155', caipNetworkId: `eip155:${id}`, id })
      const balance = await getBalance(createClient({ transport: http(info.rpcUrl) }), {
        address: own,
      })
      return [
        numberToHex(id),
        [
          {
            address: '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee',
            balance: numberToHex(balance),
            type: 'native',
            metadata: info.nativeCurrency,
          },
        ],
      ] as const
    }),
  )
  return Object.fromEntries(entries)
}

async function personalSign(request: EvmRequestContext) {
  const { list, rpc, checkAccount, approve, account } = request
  let [message, signer] = list
  // Some apps send [address, message]; the address is the one that is ours.
  if (typeof message === 'string' && isAddress(message) && typeof signer === 'string' && !isAddress(signer))
    [message, signer] = [signer, message]
  if (typeof message !== 'string') throw new InvalidParamsError('personal_sign needs a message')
  checkAccount(signer === undefined ? undefined : parse(address, signer, 'address'))
  const raw: Hex = isHex(message) ? message : stringToHex(message)
  if (account.type === 'smartAccount') {
    await approve(withSmartAccountRow(request, account, describeMessage(raw, rpc.strings)))
    return signAsSmartAccount(request, account, hashMessage({ raw }))
  }
  await approve(describeMessage(raw, rpc.strings))
  return rpc.withKeys((keys) =>
    privateKeyToAccount(toHexKey(evmKeyOf(keys).privateKey)).signMessage({ message: { raw } }),
  )
}

async function signTypedData(request: EvmRequestContext) {
  const { chain, list, rpc, checkAccount, approve, account } = request
  checkAccount(parse(address, list[0], 'address'))
  const json = typeof list[1] === 'string' ? safeJson(list[1]) : list[1]
  const typedData = parse(typedDataSchema, json, 'typed data')
  const domainChain = typedData.domain?.chainId
  if (domainChain !== undefined && Number(domainChain) !== chain.id)
    throw new InvalidParamsError(`The typed data is for chain ${String(domainChain)}, not ${chain.id}`)
  if (account.type === 'smartAccount') {
    await approve(withSmartAccountRow(request, account, describeTypedData(typedData, rpc.strings)))
    return signAsSmartAccount(request, account, hashTypedData(typedData as unknown as TypedDataDefinition))
  }
  await approve(describeTypedData(typedData, rpc.strings))
  return rpc.withKeys((keys) =>
    privateKeyToAccount(toHexKey(evmKeyOf(keys).privateKey)).signTypedData(
      typedData as unknown as TypedDataDefinition,
    ),
  )
}

async function sendOneTransaction(request: EvmRequestContext) {
  const { chain, list, rpc, checkAccount, approve, send } = request
  const tx = parse(transactionSchema, list[0], 'transaction')
  checkAccount(tx.from)
  if (tx.chainId !== undefined && Number(tx.chainId) !== chain.id)
    throw new InvalidParamsError(`The transaction is for chain ${Number(tx.chainId)}, not ${chain.id}`)
  const call: EvmCall = {
    to: (tx.to ?? undefined) as Address | undefined,
    value: tx.value === undefined ? undefined : BigInt(tx.value),
    data: (tx.data ?? tx.input) as Hex | undefined,
  }
  const description = await describeTransaction(call, request.describeContext())
  if (request.account.type === 'smartAccount') {
    // One user operation (deploying the account first when it has no code); answers the transaction that included it.
    const { account } = request
    const paymaster = paymasterFor(account, undefined)
    const hash = await sendFromSmartAccount(request, account, [call], description, paymaster)
    return (await waitForUserOperation(account.service.bundlerUrl, hash)).receipt.transactionHash
  }
  await approve(description)
  return rpc.withKeys((keys) =>
    send(evmKeyOf(keys).privateKey, {
      ...call,
      ...(tx.gas !== undefined && { gas: BigInt(tx.gas) }),
      ...(tx.nonce !== undefined && { nonce: Number(tx.nonce) }),
      fees: feesOf(tx),
    }),
  )
}

/**
 * EIP-5792 calls after a single Approve: from the smart account one atomic user operation, from the EOA one
 * transaction after another; the batch id names the chain and the operation or the transactions. An atomic batch
 * from the EOA where the network offers the in-place upgrade is the upgraded EOA's operation: the same approval
 * shows the upgrade, and approving it chooses the upgraded EOA on the network.
 */
async function sendCalls(request: EvmRequestContext) {
  const { chain, list, rpc, checkAccount, approve, send } = request
  const batch = parse(sendCallsSchema, list[0], 'wallet_sendCalls request')
  checkAccount(batch.from)
  if (batch.chainId !== undefined && Number(batch.chainId) !== chain.id)
    throw new InvalidParamsError(`The calls are for chain ${Number(batch.chainId)}, not ${chain.id}`)
  const calls: EvmCall[] = batch.calls.map((entry) => ({
    to: entry.to as Address,
    value: entry.value === undefined ? undefined : BigInt(entry.value),
    data: entry.data as Hex | undefined,
  }))
  const service = smartAccountService(rpc.networks, chain)
  const upgrading = request.account.type === 'eoa' && batch.atomicRequired === true && service?.eip7702
  const account = upgrading && service ? upgradedEoa(request.own, service) : request.account
  if (account.type === 'smartAccount') {
    // One atomic user operation (executeBatch); its id names the chain and the operation.
    const paymaster = paymasterFor(account, batch.capabilities)
    const description = await describeCalls(calls, request.describeContext())
    const hash = await sendFromSmartAccount(request, account, calls, description, paymaster)
    if (upgrading) await rpc.chooseUpgradedEoa(chain)
    return { id: encodeUserOperationCallsId(chain.id, hash) }
  }
  if (batch.atomicRequired)
    throw new FrameRequestError('This wallet cannot send calls atomically', {
      code: 5760,
      reason: 'NOT_SUPPORTED',
    })
  await approve(await describeCalls(calls, request.describeContext()))
  const reader = request.client()
  const hashes = await rpc.withKeys(async (keys) => {
    const sent: Hex[] = []
    // One after another: each waits for the one before to be mined, so a call may rely on an earlier one.
    for (const [index, call] of calls.entries()) {
      const hash = await send(evmKeyOf(keys).privateKey, call)
      sent.push(hash)
      if (index < calls.length - 1) await waitForTransactionReceipt(reader, { hash })
    }
    return sent
  })
  return { id: encodeCallsId(chain.id, hashes) }
}
