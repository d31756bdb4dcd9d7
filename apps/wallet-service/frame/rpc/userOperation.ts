// One user operation of the wallet's smart account, in two steps around the user's Approve: `prepareOperation`
// fills it (nonce, the account's deployment when it has no code yet, gas from the network's bundler, and the
// paymaster's data when a paymaster sponsors it) and tells who pays its gas; `sendOperation` signs its hash with
// the owner's key and hands it to the bundler. The upgraded EOA's (EIP-7702) first operation also carries the
// EOA's authorization of the implementation: estimated with a stand-in, signed for real only after the Approve.
import { porticoAccountAbi, simple7702AccountAbi } from '@portico/devnet/contracts'
import {
  type Address,
  type BaseError,
  type Client,
  encodeFunctionData,
  type Hex,
  http,
  keccak256,
  stringToHex,
} from 'viem'
import {
  type BundlerClient,
  createBundlerClient,
  createPaymasterClient,
  entryPoint08Abi,
  formatUserOperationRequest,
  getPaymasterData,
  getPaymasterStubData,
  getUserOperationHash,
  type PrepareUserOperationReturnType,
  prepareUserOperation,
  type SmartAccount,
  toSmartAccount,
  type UserOperation,
} from 'viem/account-abstraction'
import { privateKeyToAccount, sign, signAuthorization } from 'viem/accounts'
import { getBalance, getTransactionCount } from 'viem/actions'
import * as z from 'zod/mini'
import { FrameRequestError } from '../errors.js'
import { evmKeyOf } from '../keys.js'
import {
  type EvmAccount,
  isUpgraded,
  SmartAccountUnavailableError,
  smartAccountFactoryData,
} from '../smartAccount.js'
import type { EvmCall } from './describeEvm.js'
import { type EvmRequestContext, toHexKey } from './evmContext.js'

export type SmartEvmAccount = Extract<EvmAccount, { type: 'smartAccount' }>

/** An app's ERC-7677 paymaster service (wallet_sendCalls' `paymasterService` capability), or the network's. */
export type PaymasterService = { url: string; context?: Record<string, unknown> | undefined }

/** Who pays the operation's gas, as the approval view tells it. */
export type GasPayment = { sponsoredBy: string } | { refused?: string | undefined; byAccount: boolean }

/** `upgrade`: the operation carries the EOA's EIP-7702 authorization (its first one as an upgraded EOA). */
export type PreparedOperation = { operation: UserOperation<'0.8'>; gas: GasPayment; upgrade: boolean }

/** The bundler's answer did not have the shape ERC-4337 gives it: nothing was sent or nothing can be told. */
export class BundlerAnswerError extends FrameRequestError {
  override name = 'BundlerAnswerError'
  constructor(what: string) {
    super(`The bundler answered ${what} that is not an ERC-4337 answer`, { code: -32603 })
  }
}

/** The paymaster refused to sponsor and the account holds too little to pay its own gas. */
export class GasUnpaidError extends FrameRequestError {
  override name = 'GasUnpaidError'
  constructor(refused: string | undefined, symbol: string) {
    super(
      `${refused ? `The paymaster does not sponsor this operation (${refused.slice(0, 200)}), and the` : 'The'} smart account has too little ${symbol} to pay its gas`,
      { code: -32000 },
    )
  }
}

/** The paymaster service's refusal, kept apart from the bundler's errors. */
class PaymasterRefusal extends Error {
  constructor(readonly refusal: string) {
    super(refusal)
  }
}

// What the account's gas is estimated with: a real signature (of a fixed hash by a fixed key, not the owner's), so
// the account's ECDSA recovery runs as it will for the signed operation and only the owner check fails.
let stubSignature: Promise<Hex> | undefined
const STUB_KEY = keccak256(stringToHex('portico smart account gas estimate'))
const estimateSignature = () =>
  (stubSignature ??= privateKeyToAccount(STUB_KEY).sign({ hash: keccak256(STUB_KEY) }))

/**
 * The wallet's smart account as viem's account abstraction sees it; it signs nothing itself (the frame does). The
 * upgraded EOA has no factory: `0x7702` marks its first operation as the one carrying its authorization.
 */
function porticoSmartAccount(client: Client, account: SmartEvmAccount): Promise<SmartAccount> {
  const refuse = () => Promise.reject(new Error('The frame signs for the smart account'))
  const abi = account.mode === 'eip7702' ? simple7702AccountAbi : porticoAccountAbi
  return toSmartAccount({
    client: client as Parameters<typeof toSmartAccount>[0]['client'],
    entryPoint: { abi: entryPoint08Abi, address: account.service.entryPoint as Address, version: '0.8' },
    getAddress: async () => account.address,
    async encodeCalls(calls) {
      const batch = calls.map(({ to, value, data }) => ({
        target: to,
        value: value ?? 0n,
        data: data ?? '0x',
      }))
      return encodeFunctionData({ abi, functionName: 'executeBatch', args: [batch] })
    },
    getFactoryArgs: async () =>
      account.mode === 'eip7702'
        ? { factory: '0x7702', factoryData: '0x' }
        : {
            factory: account.service.factory as Address,
            factoryData: smartAccountFactoryData(account.owner),
          },
    getStubSignature: estimateSignature,
    signMessage: refuse,
    signTypedData: refuse,
    signUserOperation: refuse,
  })
}

function bundlerOf(request: EvmRequestContext, account: SmartEvmAccount): BundlerClient {
  return createBundlerClient({
    client: request.client(),
    transport: http(account.service.bundlerUrl, { retryCount: 0 }),
  })
}

const refusalOf = (error: unknown) => {
  const { details, shortMessage, message } = error as Partial<BaseError>
  return String(details || shortMessage || message || 'refused').slice(0, 300)
}

/** Paymaster actions that record the stub's sponsor name and turn any refusal into a `PaymasterRefusal`. */
function paymasterActions(service: PaymasterService, onSponsor: (name: string | undefined) => void) {
  const client = createPaymasterClient({ transport: http(service.url, { retryCount: 0 }) })
  const context = service.context
  return {
    async getPaymasterStubData(parameters: Parameters<typeof getPaymasterStubData>[1]) {
      try {
        const stub = await getPaymasterStubData(client, { ...parameters, ...(context && { context }) })
        onSponsor(stub.sponsor?.name)
        return stub
      } catch (error) {
        throw new PaymasterRefusal(refusalOf(error))
      }
    },
    async getPaymasterData(parameters: Parameters<typeof getPaymasterData>[1]) {
      try {
        return await getPaymasterData(client, { ...parameters, ...(context && { context }) })
      } catch (error) {
        throw new PaymasterRefusal(refusalOf(error))
      }
    },
  }
}

/** The most the EntryPoint may take for the operation: every gas limit at its highest fee. */
export function maxGasCost(operation: UserOperation<'0.8'>): bigint {
  const gas =
    operation.callGasLimit +
    operation.verificationGasLimit +
    operation.preVerificationGas +
    (operation.paymasterVerificationGasLimit ?? 0n) +
    (operation.paymasterPostOpGasLimit ?? 0n)
  return gas * operation.maxFeePerGas
}

/** The EOA's EIP-7702 authorization of the network's implementation at its current nonce, signed with `privateKey`. */
async function authorizationOf(request: EvmRequestContext, account: SmartEvmAccount, privateKey: Hex) {
  const nonce = await getTransactionCount(request.client(), { address: account.owner, blockTag: 'pending' })
  const contractAddress = account.service.eip7702 as Address
  return signAuthorization({ contractAddress, chainId: request.chain.id, nonce, privateKey })
}

/**
 * The stand-in authorization an upgrade is estimated with (signed by the estimate's key, not the owner's: only the
 * delegate counts there), or undefined when the account needs none (counterfactual, or already upgraded).
 */
async function upgradeAuthorization(request: EvmRequestContext, account: SmartEvmAccount) {
  if (account.mode !== 'eip7702') return undefined
  const implementation = account.service.eip7702 as Address | undefined
  if (!implementation) throw new SmartAccountUnavailableError(request.chain.caipNetworkId)
  if (await isUpgraded(request.client(), account.address, implementation)) return undefined
  return authorizationOf(request, account, STUB_KEY)
}

/**
 * Fills the operation for `calls`. With a paymaster service it asks it first: sponsored, the operation carries its
 * data; refused, the refusal is kept and the operation is filled again for the account to pay (`byAccount` says
 * whether its balance covers the most it may cost).
 */
export async function prepareOperation(
  request: EvmRequestContext,
  account: SmartEvmAccount,
  calls: readonly EvmCall[],
  paymaster: PaymasterService | undefined,
  appName: string | undefined,
): Promise<PreparedOperation> {
  const bundler = bundlerOf(request, account)
  const smart = await porticoSmartAccount(request.client(), account)
  const viemCalls = calls.map((call) => ({
    to: call.to as Address,
    value: call.value ?? 0n,
    data: call.data ?? '0x',
  }))
  const authorization = await upgradeAuthorization(request, account)
  const upgrade = authorization !== undefined
  const prepare = (actions?: ReturnType<typeof paymasterActions>) =>
    prepareUserOperation(bundler, {
      account: smart,
      calls: viemCalls,
      ...(authorization && { authorization }),
      ...(actions && { paymaster: actions }),
    }) as Promise<PrepareUserOperationReturnType>
  let refused: string | undefined
  if (paymaster) {
    let sponsor: string | undefined
    try {
      const prepared = await prepare(paymasterActions(paymaster, (name) => (sponsor = name)))
      const sponsoredBy = sponsor || appName || new URL(paymaster.url).host
      return { operation: operationOf(prepared), gas: { sponsoredBy }, upgrade }
    } catch (error) {
      if (
        !(error instanceof PaymasterRefusal) &&
        !(error as BaseError).walk?.((e) => e instanceof PaymasterRefusal)
      )
        throw error
      refused = findRefusal(error)
    }
  }
  const operation = operationOf(await prepare())
  const balance = await getBalance(request.client(), { address: account.address })
  return { operation, gas: { refused, byAccount: balance >= maxGasCost(operation) }, upgrade }
}

function findRefusal(error: unknown): string {
  if (error instanceof PaymasterRefusal) return error.refusal
  const found = (error as BaseError).walk((e) => e instanceof PaymasterRefusal) as PaymasterRefusal | null
  return found?.refusal ?? refusalOf(error)
}

const operationOf = (prepared: PrepareUserOperationReturnType): UserOperation<'0.8'> => {
  const {
    account: _account,
    calls: _calls,
    ...operation
  } = prepared as unknown as UserOperation<'0.8'> & {
    account?: unknown
    calls?: unknown
  }
  return { ...operation, signature: '0x' }
}

const userOperationHash = z.string().check(z.regex(/^0x[0-9a-fA-F]{64}$/))

/**
 * Signs the prepared operation with the owner's key (and, for an upgrade, the EOA's authorization in place of the
 * estimate's stand-in) and sends it to the bundler; answers its hash.
 */
export async function sendOperation(
  request: EvmRequestContext,
  account: SmartEvmAccount,
  prepared: UserOperation<'0.8'>,
): Promise<Hex> {
  const entryPointAddress = account.service.entryPoint as Address
  const { operation, signature, hash } = await request.rpc.withKeys(async (keys) => {
    const privateKey = toHexKey(evmKeyOf(keys).privateKey)
    const operation = prepared.authorization
      ? { ...prepared, authorization: await authorizationOf(request, account, privateKey) }
      : prepared
    const hash = getUserOperationHash({
      userOperation: operation,
      entryPointAddress,
      entryPointVersion: '0.8',
      chainId: request.chain.id,
    })
    return { operation, hash, signature: await sign({ hash, privateKey, to: 'hex' }) }
  })
  const answer = await bundlerOf(request, account).request({
    method: 'eth_sendUserOperation',
    params: [formatUserOperationRequest({ ...operation, signature }), entryPointAddress],
  })
  const parsed = userOperationHash.safeParse(answer)
  if (!parsed.success) throw new BundlerAnswerError('eth_sendUserOperation a hash')
  if (parsed.data.toLowerCase() !== hash.toLowerCase())
    throw new BundlerAnswerError('eth_sendUserOperation the hash of another operation')
  return hash
}
