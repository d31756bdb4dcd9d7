// What a request from the wallet's smart account does differently from the EOA's: signatures in the account's
// ERC-1271 form (ERC-6492-wrapped while it has no code), and sends as one user operation through the network's
// bundler, shown with who pays its gas and sent only after Approve.
import { porticoAccountDigest } from '@portico/devnet/contracts'
import { fillEmbedded } from '@portico/i18n/embedded'
import { type Address, type Hex, serializeErc6492Signature } from 'viem'
import { sign } from 'viem/accounts'
import * as z from 'zod/mini'
import { InvalidParamsError } from '../errors.js'
import { evmKeyOf } from '../keys.js'
import { isDeployed, smartAccountSignatureDeployData } from '../smartAccount.js'
import type { EvmCall } from './describeEvm.js'
import type { Description, Detail } from './description.js'
import { type EvmRequestContext, toHexKey } from './evmContext.js'
import {
  type GasPayment,
  GasUnpaidError,
  type PaymasterService,
  prepareOperation,
  type SmartEvmAccount,
  sendOperation,
} from './userOperation.js'

/**
 * The owner's signature of `hash` for the smart account (the account's rule: `porticoAccountDigest`); before the
 * account has code, wrapped per ERC-6492 with the factory call that deploys it, so verifiers can simulate it. The
 * upgraded EOA signs `hash` itself: Simple7702Account's ERC-1271 accepts its own key's signature, and before the
 * upgrade lands the same signature is the EOA's, so a verifier accepts it either way.
 */
export async function signAsSmartAccount(
  request: EvmRequestContext,
  account: SmartEvmAccount,
  hash: Hex,
): Promise<Hex> {
  const signature = await ownerSignature(request, account, hash)
  if (account.mode === 'eip7702' || (await isDeployed(request.client(), account.address))) return signature
  return serializeErc6492Signature({
    address: account.service.factory as Address,
    data: smartAccountSignatureDeployData(account.owner),
    signature,
  })
}

/**
 * The owner's signature of `hash` as the account's ERC-1271 reads it, never ERC-6492-wrapped: for the
 * PorticoAccount the owner signs `porticoAccountDigest` (the hash bound to the account and chain), for the upgraded
 * EOA the hash itself.
 */
export function ownerSignature(
  request: EvmRequestContext,
  account: SmartEvmAccount,
  hash: Hex,
): Promise<Hex> {
  const digest =
    account.mode === 'eip7702'
      ? hash
      : porticoAccountDigest({ hash, account: account.address, chainId: request.chain.id })
  return request.rpc.withKeys((keys) =>
    sign({ hash: digest, privateKey: toHexKey(evmKeyOf(keys).privateKey), to: 'hex' }),
  )
}

/** The approval's row of the EOA's in-place upgrade (EIP-7702) on the request's network. */
export function upgradeRow(request: EvmRequestContext): Detail {
  const { strings, networks } = request.rpc
  const network = networks.get(request.chain.caipNetworkId)?.name || request.chain.caipNetworkId
  return { label: strings.upgradeLabel, value: fillEmbedded(strings.upgradeExplainer, { network }) }
}

/**
 * The approval view's rows for the smart account: its address, the EOA's upgrade when the operation carries it,
 * and who pays the gas of an operation.
 */
export function smartAccountRows(
  request: EvmRequestContext,
  account: SmartEvmAccount,
  gas?: GasPayment,
  upgrade = false,
): { details: Detail[]; blocked?: string } {
  const strings = request.rpc.strings
  const details: Detail[] = [{ label: strings.smartAccountLabel, value: account.address, mono: true }]
  if (upgrade) details.push(upgradeRow(request))
  if (!gas) return { details }
  const symbol = request.nativeSymbol()
  if ('sponsoredBy' in gas) {
    details.push({
      label: strings.gasLabel,
      value: fillEmbedded(strings.gasSponsoredBy, { name: gas.sponsoredBy }),
    })
    return { details }
  }
  const lines = [
    ...(gas.refused ? [fillEmbedded(strings.gasNotSponsored, { reason: gas.refused })] : []),
    ...(gas.byAccount ? [fillEmbedded(strings.gasPaidByAccount, { symbol })] : []),
  ]
  for (const line of lines) details.push({ label: strings.gasLabel, value: line })
  return gas.byAccount ? { details } : { details, blocked: fillEmbedded(strings.gasUnpayable, { symbol }) }
}

/** `description` with the smart account's row first (a signature's or a session's approval: no gas to pay). */
export function withSmartAccountRow(
  request: EvmRequestContext,
  account: SmartEvmAccount,
  description: Description,
): Description {
  return { ...description, details: [...smartAccountRows(request, account).details, ...description.details] }
}

/**
 * Prepares `calls` as one user operation, shows `description` with the smart account's rows and waits for Approve,
 * then signs and sends it; answers the operation's hash. Refused before the view when the account cannot pay and
 * no paymaster sponsors it (the view then shows why and offers only Reject).
 */
export async function sendFromSmartAccount(
  request: EvmRequestContext,
  account: SmartEvmAccount,
  calls: readonly EvmCall[],
  description: Description,
  paymaster: PaymasterService | undefined,
): Promise<Hex> {
  if (calls.some((call) => call.to === undefined))
    throw new InvalidParamsError('A smart account cannot deploy a contract with a call that has no recipient')
  const prepared = await prepareOperation(request, account, calls, paymaster, request.rpc.appName())
  const rows = smartAccountRows(request, account, prepared.gas, prepared.upgrade)
  const shown: Description = {
    ...description,
    details: [...rows.details, ...description.details],
    ...(rows.blocked !== undefined && { blocked: rows.blocked }),
  }
  if (rows.blocked !== undefined) {
    // Only Reject is offered; whichever way the view closes, the app learns why nothing was sent.
    await request.approve(shown).catch(() => undefined)
    throw new GasUnpaidError(
      'refused' in prepared.gas ? prepared.gas.refused : undefined,
      request.nativeSymbol(),
    )
  }
  await request.approve(shown)
  return sendOperation(request, account, prepared.operation)
}

const httpUrl = z.url({ protocol: /^https?$/ })

/** wallet_sendCalls' ERC-7677 `paymasterService` capability: an http(s) URL and an optional context object. */
const paymasterCapability = z.object({
  url: httpUrl,
  context: z.optional(z.record(z.string(), z.unknown())),
})

/** The app's paymaster service from the calls' capabilities, else the network's; `undefined` for none. */
export function paymasterFor(
  account: SmartEvmAccount,
  capabilities: Record<string, unknown> | undefined,
): PaymasterService | undefined {
  const asked = capabilities?.paymasterService
  if (asked !== undefined) {
    const parsed = paymasterCapability.safeParse(asked)
    if (!parsed.success)
      throw new InvalidParamsError(
        'The paymasterService capability needs an http(s) url (and an optional context)',
      )
    return parsed.data
  }
  return account.service.paymasterUrl === undefined ? undefined : { url: account.service.paymasterUrl }
}
