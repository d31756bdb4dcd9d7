// A dapp's requests on a session, answered one at a time (as a phone wallet shows them) by the dev wallets,
// whose prompt asks for consent exactly as the injected wallet does.

import { isHex } from 'viem'
import { ProviderRpcError, toProviderError, unrecognizedChain } from '../../errors.js'
import type { WalletPageContext } from './context.js'
import { evmWallet, solanaWallet } from './devWallets.js'
import { moveToChain } from './sessions.js'
import { solanaRequest } from './solanaRequests.js'
import { USER_REJECTED } from './state.js'

type SessionRequest = {
  id: number
  topic: string
  params: { request: { method: string; params: unknown }; chainId: string }
}

const hostOf = (url: string) => {
  try {
    return new URL(url).host
  } catch {
    return url
  }
}

/**
 * Answers `session_request` events in the order they come: one prompt at a time. Sending an answer to the
 * dapp is not part of the turn, so a slow relay acknowledgement does not hold back the next prompt.
 */
export function answerInTurn(page: WalletPageContext) {
  let requests: Promise<unknown> = Promise.resolve()
  page.client.on('session_request', (event) => {
    const outcome = requests.then(() => answer(page, event))
    requests = outcome.catch(() => {})
    void outcome.then((response) => respond(page, event, response)).catch(() => {})
  })
}

type Answer = { result: unknown } | { error: { code: number; message: string; data?: string } }

/** Runs one request through the dev wallet of its chain: its result, or the error to send back. */
async function answer(page: WalletPageContext, { topic, params }: SessionRequest): Promise<Answer> {
  const { method } = params.request
  const session = page.client.session.get(topic)
  const site = hostOf(session.peer.metadata.url)
  page.status('info', `${session.peer.metadata.name} asks: ${method}`)
  try {
    const result = params.chainId.startsWith('solana:')
      ? await solanaAnswer(page, params.chainId, method, params.request.params, site)
      : await evmAnswer(page, params.chainId, method, params.request.params, site)
    return { result: result ?? null }
  } catch (thrown) {
    let error = toProviderError(thrown)
    // WalletConnect's own "user rejected" for Solana; EVM keeps EIP-1193's 4001.
    if (error.code === 4001 && params.chainId.startsWith('solana:')) {
      error = new ProviderRpcError(USER_REJECTED.code, USER_REJECTED.message)
    }
    return {
      error: {
        code: error.code,
        message: error.message,
        ...(error.data !== undefined && { data: error.data as string }),
      },
    }
  }
}

/** Sends the answer to the dapp through the session, then says so on the page. */
async function respond(page: WalletPageContext, { id, topic, params }: SessionRequest, answer: Answer) {
  const { method } = params.request
  await page.client.respond({ topic, response: { id, jsonrpc: '2.0', ...answer } })
  if ('result' in answer) page.status('success', `Answered ${method}.`)
  else {
    const { code, message } = answer.error
    page.status(code === 4001 || code === 5000 ? 'info' : 'error', `${method}: ${message}`)
  }
}

async function evmAnswer(
  page: WalletPageContext,
  chainId: string,
  method: string,
  params: unknown,
  site: string,
) {
  const { chains } = page
  const id = Number(chainId.slice('eip155:'.length))
  const chain = chains.find((c) => c.id === id)
  if (!chainId.startsWith('eip155:') || !chain)
    throw new ProviderRpcError(4901, `Unsupported chain ${chainId}`)
  const list = Array.isArray(params) ? params : []
  if (method === 'wallet_switchEthereumChain') {
    const target = (list[0] as { chainId?: unknown } | undefined)?.chainId
    const targetId = typeof target === 'string' && isHex(target) ? Number(BigInt(target)) : Number.NaN
    if (!chains.some((c) => c.id === targetId)) throw unrecognizedChain(String(target))
    await moveToChain(page, targetId)
    return null
  }
  const wallet = await evmWallet(page, page.state.accountIndex, chain)
  page.promptContext = { address: wallet.address, chain, site }
  const result = await wallet.provider.request({ method, params } as never)
  if (method === 'wallet_addEthereumChain') {
    // The dev wallet validated the chain and the user approved; serve it from now on and move to it.
    const added = list[0] as { chainId: string; chainName?: string; rpcUrls: string[] }
    const addedId = Number(BigInt(added.chainId))
    if (!chains.some((c) => c.id === addedId)) {
      chains.push({ id: addedId, name: added.chainName ?? `Chain ${addedId}`, rpcUrl: added.rpcUrls[0]! })
    }
    await moveToChain(page, addedId)
  }
  return result
}

async function solanaAnswer(
  page: WalletPageContext,
  chainId: string,
  method: string,
  params: unknown,
  site: string,
) {
  const solana = page.config.solana
  if (chainId !== solana?.caipNetworkId) throw new ProviderRpcError(4901, `Unsupported chain ${chainId}`)
  const { dev, account } = await solanaWallet(page, page.state.accountIndex)
  // prompt.ts prints the chain's id next to its name; a Solana chain's id is its CAIP-2 string.
  const chain = { id: chainId as unknown as number, name: solana.name, rpcUrl: solana.rpcUrl }
  page.promptContext = { address: dev.address, chain, site }
  return solanaRequest(dev, account, chainId, method, params)
}
