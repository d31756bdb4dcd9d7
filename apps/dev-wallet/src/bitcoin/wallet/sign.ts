import type { IdentifierString, WalletAccount } from '@wallet-standard/base'
import { ProviderRpcError } from '../../errors.js'
import { signMessageWith } from '../signMessage.js'
import { readPsbt, signPsbtInputs } from '../signPsbt.js'
import { summarizeBitcoinMessage, summarizePsbt } from '../summary.js'
import type { BitcoinMessageProtocol } from '../types.js'
import { consent, requireAuthorized } from './consent.js'
import type { BitcoinWalletContext } from './context.js'

/** `bitcoin:signMessage`: each message signed with its account's key, in a protocol the wallet offers. */
export async function signMessage(
  context: BitcoinWalletContext,
  inputs: { account: WalletAccount; message: Uint8Array; protocol?: string }[],
) {
  const { protocols } = context
  const outputs = []
  for (const { account, message, protocol = protocols[0] } of inputs) {
    requireAuthorized(context, account)
    if (!protocols.includes(protocol as BitcoinMessageProtocol)) {
      throw new ProviderRpcError(-32602, `Invalid parameters: unsupported protocol ${protocol}`)
    }
    const text = new TextDecoder().decode(message)
    await consent(
      context,
      'bitcoin:signMessage',
      { address: account.address, message: text, protocol },
      summarizeBitcoinMessage(text, protocol as string),
    )
    const signature = signMessageWith(
      context.keys,
      account.address,
      message,
      protocol as BitcoinMessageProtocol,
      context.options.network,
    )
    outputs.push({ signedMessage: message, signature })
  }
  return outputs
}

/** `bitcoin:signPsbt` (and `bitcoin:signTransaction`): the inputs asked for signed, after consent to each PSBT. */
export async function signPsbts(
  context: BitcoinWalletContext,
  inputs: {
    psbt: Uint8Array
    chain: string
    inputsToSign: { account: WalletAccount; signingIndexes: number[] }[]
  }[],
) {
  const { keys } = context
  const outputs = []
  for (const { psbt: bytes, chain, inputsToSign } of inputs) {
    if (!context.chains.includes(chain as IdentifierString)) {
      throw new ProviderRpcError(4901, `Unsupported chain ${chain}`)
    }
    for (const { account } of inputsToSign) requireAuthorized(context, account)
    const { psbt, summary } = readPsbt(Uint8Array.from(bytes), context.options.network)
    const own = [keys.payment.address, keys.ordinals.address]
    await consent(
      context,
      'bitcoin:signPsbt',
      { chain, inputsToSign },
      summarizePsbt(summary, own, context.symbol),
    )
    const requests = inputsToSign.map(({ account, signingIndexes }) => ({
      address: account.address,
      indexes: signingIndexes,
    }))
    outputs.push({ signedPsbt: signPsbtInputs(psbt, keys, requests) })
  }
  return outputs
}
