// The wallet side of the page: `@walletconnect/sign-client` (the reference implementation) wired to the dev
// wallets. Proposals wait for Approve / Reject in the page (proposals.ts); requests go through the dev wallets
// (requests.ts); chain and account switches update every session (sessions.ts). Each step works on one
// shared context (context.ts).

import { SignClient } from '@walletconnect/sign-client'
import type { WalletPageConfig } from '../types.js'
import { type Client, createWalletPageBase, type WalletPageContext } from './context.js'
import { addresses } from './devWallets.js'
import { approve, approveAuth, listenForProposals, pair, reject, rejectAuth } from './proposals.js'
import { answerInTurn } from './requests.js'
import { disconnect, listenForSessionEnds, refreshSessions, switchAccount, switchChain } from './sessions.js'
import type { WalletController } from './state.js'

export {
  type DappMetadata,
  EVM_METHODS,
  type PendingAuthRequest,
  type PendingProposal,
  type SessionView,
  type Status,
  type WalletController,
  type WalletState,
} from './state.js'

/** The reference sign client under the page's name, on the configured relay. */
async function startSignClient(config: WalletPageConfig): Promise<Client> {
  const client = await SignClient.init({
    projectId: config.projectId,
    relayUrl: config.relayUrl,
    metadata: {
      name: config.name,
      description: 'A WalletConnect test wallet for Portico, on local chains',
      url: location.origin,
      icons: [`${location.origin}/icon.svg`],
    },
    telemetryEnabled: false,
    logger: 'error',
    customStoragePrefix: 'portico-wc-wallet',
  })
  // The page runs offline: there is no Verify server to ask about the dapp's origin, so it is not asked.
  client.core.verify.resolve = (async () => undefined) as unknown as typeof client.core.verify.resolve
  return client
}

export async function createWalletController(config: WalletPageConfig): Promise<WalletController> {
  const base = createWalletPageBase(config)
  const first = await addresses(base, 0)
  base.set({ evmAddress: first.evm, solanaAddress: first.solana })
  const page: WalletPageContext = Object.assign(base, { client: await startSignClient(config) })

  listenForProposals(page)
  listenForSessionEnds(page)
  answerInTurn(page)
  refreshSessions(page)
  page.set({ ready: true })

  return {
    getState: () => page.state,
    subscribe(listener) {
      page.listeners.add(listener)
      return () => page.listeners.delete(listener)
    },
    pair: (uri) => pair(page, uri),
    approve: () => approve(page),
    reject: () => reject(page),
    approveAuth: () => approveAuth(page),
    rejectAuth: () => rejectAuth(page),
    switchChain: (id) => switchChain(page, id),
    switchAccount: () => switchAccount(page),
    disconnect: (topic) => disconnect(page, topic),
  }
}
