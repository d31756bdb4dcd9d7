import { randomBytes } from 'node:crypto'
import { SignClient as ReferenceSignClient } from '@walletconnect/sign-client'

// The wallet on the other end of the integration tests: the reference Sign client (@walletconnect/sign-client
// 2.21.8) in node, with in-memory storage. Each test says how it answers through `behaviour`.

export type Wallet = Awaited<ReturnType<typeof ReferenceSignClient.init>>

export const evmAccount = 'eip155:1:0x000000000000000000000000000000000000dEaD'
export const solanaChain = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'
export const solanaAccount = `${solanaChain}:7S3P4HxJpyyigGzodYwHtCxZyUQe9JiBMHyRWXArAaKv`

export type ProposalEvent = Parameters<Parameters<Wallet['on']>[1]>[0] & {
  id: number
  params: {
    requiredNamespaces: Record<string, unknown>
    optionalNamespaces: Record<string, unknown>
    proposer: { publicKey: string; metadata: { name: string } }
    expiryTimestamp: number
    pairingTopic: string
  }
}

export type Behaviour = {
  /** Answers a proposal; approves eip155 (and solana when asked) by default. */
  onProposal(wallet: Wallet, proposal: ProposalEvent): Promise<void>
  /** Answers a session request; echoes `signed:<first param>` by default. */
  onRequest(
    wallet: Wallet,
    request: {
      id: number
      topic: string
      params: { request: { method: string; params: unknown }; chainId: string }
    },
  ): Promise<void>
}

export const approveAll: Behaviour['onProposal'] = async (wallet, { id, params }) => {
  const asked = { ...params.requiredNamespaces, ...params.optionalNamespaces }
  const namespaces: Record<
    string,
    { accounts: string[]; chains: string[]; methods: string[]; events: string[] }
  > = {}
  if (asked.eip155) {
    const { methods, events } = asked.eip155 as { methods: string[]; events: string[] }
    namespaces.eip155 = { accounts: [evmAccount], chains: ['eip155:1'], methods, events }
  }
  if (asked.solana) {
    const { methods, events } = asked.solana as { methods: string[]; events: string[] }
    namespaces.solana = { accounts: [solanaAccount], chains: [solanaChain], methods, events }
  }
  const { acknowledged } = await wallet.approve({ id, namespaces })
  await acknowledged()
}

export const echo: Behaviour['onRequest'] = async (wallet, { id, topic, params }) => {
  await wallet.respond({
    topic,
    response: { id, jsonrpc: '2.0', result: `signed:${String((params.request.params as unknown[])[0])}` },
  })
}

/** A reference wallet on `relayUrl` whose answers follow `behaviour` (changeable per test). */
export async function startWallet(relayUrl: string) {
  const behaviour: Behaviour = { onProposal: approveAll, onRequest: echo }
  const wallet = await ReferenceSignClient.init({
    relayUrl,
    projectId: 'portico-test',
    metadata: {
      name: 'Reference wallet',
      description: 'test wallet',
      url: 'https://wallet.invalid',
      icons: [],
    },
    telemetryEnabled: false,
    logger: 'silent',
    customStoragePrefix: `wallet-${randomBytes(4).toString('hex')}`,
  })
  // Tests stay on loopback: no lookup at the vendor's Verify service.
  wallet.core.verify.resolve = (async () => undefined) as unknown as typeof wallet.core.verify.resolve
  const proposals: ProposalEvent[] = []
  wallet.on('session_proposal', (proposal) => {
    proposals.push(proposal as ProposalEvent)
    void behaviour.onProposal(wallet, proposal as ProposalEvent).catch(() => undefined)
  })
  wallet.on('session_request', (request) => {
    void behaviour.onRequest(wallet, request as Parameters<Behaviour['onRequest']>[1]).catch(() => undefined)
  })
  return {
    wallet,
    behaviour,
    proposals,
    async stop() {
      await wallet.core.relayer.transportClose().catch(() => undefined)
    },
  }
}
