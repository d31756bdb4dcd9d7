// A dapp asking to connect: a session proposal, or a one-click sign-in (`wc_sessionAuthenticate`); each waits
// for Approve or Reject in the page.

import { buildAuthObject, populateAuthPayload } from '@walletconnect/utils'
import { privateKeyToAccount } from 'viem/accounts'
import { approveNamespaces, requestedNamespaces } from '../namespaces.js'
import type { WalletPageContext } from './context.js'
import { walletNamespaces } from './devWallets.js'
import { refreshSessions } from './sessions.js'
import {
  type AuthPayload,
  type DappMetadata,
  EVM_METHODS,
  type PendingAuthRequest,
  type PendingProposal,
  USER_REJECTED,
} from './state.js'

/** Shows proposals and sign-in requests as they come, and drops a proposal that expires. */
export function listenForProposals(page: WalletPageContext) {
  const { client } = page
  client.on('session_proposal', ({ id, params }) => {
    const proposal: PendingProposal = {
      id,
      dapp: params.proposer.metadata as DappMetadata,
      requested: requestedNamespaces(params.requiredNamespaces, params.optionalNamespaces),
      approved: approveNamespaces(params, walletNamespaces(page)),
      expiresAt: params.expiryTimestamp ? params.expiryTimestamp * 1000 : undefined,
    }
    page.set({ proposal, status: { kind: 'info', text: `${proposal.dapp.name} wants to connect.` } })
  })
  // One-click sign-in. Listening to it makes the reference client drop the session proposal a dapp sends
  // alongside, as a wallet that supports it does.
  client.on('session_authenticate', ({ id, params }) => {
    const dapp = params.requester.metadata as DappMetadata
    let payload: AuthPayload
    try {
      payload = populateAuthPayload({
        authPayload: params.authPayload,
        chains: page.chains.map((chain) => `eip155:${chain.id}`),
        methods: EVM_METHODS,
      })
    } catch (error) {
      page.status('error', `${dapp.name} asks to sign in: ${(error as Error).message}`)
      void client
        .rejectSessionAuthenticate({ id, reason: { code: 5100, message: (error as Error).message } })
        .catch(() => {})
      return
    }
    const authRequest: PendingAuthRequest = {
      id,
      dapp,
      domain: payload.domain,
      statement: params.authPayload.statement || undefined,
      chains: payload.chains,
      payload,
      expiresAt: params.expiryTimestamp ? params.expiryTimestamp * 1000 : undefined,
    }
    page.set({ authRequest, status: { kind: 'info', text: `${dapp.name} wants to connect and sign in.` } })
  })
  client.on('proposal_expire', ({ id }) => {
    if (page.state.proposal?.id === id)
      page.set({ proposal: undefined, status: { kind: 'error', text: 'The proposal expired.' } })
  })
}

/** Pairs with a `wc:` URI; resolves whether the pairing started (the proposal follows on its own). */
export async function pair(page: WalletPageContext, uri: string) {
  const text = uri.trim()
  if (!text.startsWith('wc:')) {
    page.status('error', 'Paste a WalletConnect URI (it starts with "wc:").')
    return false
  }
  page.status('info', 'Pairing…')
  try {
    await page.client.pair({ uri: text })
    if (!page.state.proposal) page.status('info', 'Paired; waiting for the proposal…')
    return true
  } catch (error) {
    page.status('error', `Pairing failed: ${(error as Error).message}`)
    return false
  }
}

export async function approve(page: WalletPageContext) {
  const proposal = page.state.proposal
  if (!proposal) return
  page.set({ proposal: undefined })
  try {
    const { acknowledged } = await page.client.approve({
      id: proposal.id,
      namespaces: proposal.approved.namespaces,
    })
    await acknowledged()
    refreshSessions(page)
    page.status('success', `Connected to ${proposal.dapp.name}.`)
  } catch (error) {
    refreshSessions(page)
    page.status('error', `Approval failed: ${(error as Error).message}`)
  }
}

export async function reject(page: WalletPageContext) {
  const proposal = page.state.proposal
  if (!proposal) return
  page.set({ proposal: undefined })
  try {
    await page.client.reject({ id: proposal.id, reason: USER_REJECTED })
    page.status('info', `Rejected ${proposal.dapp.name}.`)
  } catch (error) {
    page.status('error', `Reject failed: ${(error as Error).message}`)
  }
}

/** Signs the pending sign-in request (one message per chain) and answers it. */
export async function approveAuth(page: WalletPageContext) {
  const request = page.state.authRequest
  if (!request) return
  page.set({ authRequest: undefined })
  try {
    // EIP-191 personal_sign of each chain's message with the account's key (the request is the consent).
    const account = privateKeyToAccount(page.evmKeys[page.state.accountIndex % page.evmKeys.length]!)
    const auths = []
    for (const chain of request.chains) {
      const iss = `did:pkh:${chain}:${account.address}`
      const message = page.client.formatAuthMessage({ request: request.payload, iss })
      const signature = await account.signMessage({ message })
      auths.push(buildAuthObject(request.payload, { t: 'eip191', s: signature }, iss))
    }
    await page.client.approveSessionAuthenticate({ id: request.id, auths })
    refreshSessions(page)
    page.status('success', `Signed in to ${request.dapp.name}.`)
  } catch (error) {
    refreshSessions(page)
    page.status('error', `Sign-in failed: ${(error as Error).message}`)
  }
}

export async function rejectAuth(page: WalletPageContext) {
  const request = page.state.authRequest
  if (!request) return
  page.set({ authRequest: undefined })
  try {
    await page.client.rejectSessionAuthenticate({ id: request.id, reason: USER_REJECTED })
    page.status('info', `Rejected ${request.dapp.name}.`)
  } catch (error) {
    page.status('error', `Reject failed: ${(error as Error).message}`)
  }
}
