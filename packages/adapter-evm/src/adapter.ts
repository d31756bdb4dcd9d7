import {
  type Account,
  type ChainAdapter,
  formatUnits,
  lazyAction,
  type Network,
  parseUnits,
  type SendAtomicBatchParameters,
  type StorageBackend,
} from '@portico/core'
import type { Transport } from 'viem'
import type { GetAssetsParameters, GetAssetsReturnType } from './actions/getAssets.js'
import type { GetCallsStatusParameters, GetCallsStatusReturnType } from './actions/getCallsStatus.js'
import type { GetCapabilitiesReturnType } from './actions/getCapabilities.js'
import type { ReadSessionUsageParameters, ReadSessionUsageReturnType } from './actions/readSessionUsage.js'
import type { SendAtomicBatchReturnType } from './actions/sendAtomicBatch.js'
import type { SendCallsParameters, SendCallsReturnType } from './actions/sendCalls.js'
import type { SendTransferReturnType } from './actions/sendTransfer.js'
import type { SignMessageParameters, SignMessageReturnType } from './actions/signMessage.js'
import type { SignTypedDataParameters, SignTypedDataReturnType } from './actions/signTypedData.js'
import type { PublicClient, WalletClient } from './actions/types.js'
import type { VerifyMessageParameters, VerifyMessageReturnType } from './actions/verifyMessage.js'
import type { VerifyTypedDataParameters, VerifyTypedDataReturnType } from './actions/verifyTypedData.js'
import type { WaitForTransactionReturnType } from './actions/waitForTransaction.js'
import type { WriteContractParameters, WriteContractReturnType } from './actions/writeContract.js'
import { createEvmAdapterContext, end, walletOf } from './adapter/context.js'
import { logged } from './adapter/log.js'
import type { Catalogue } from './connectors/createConnectorStore.js'
import { walletConnectRequirements } from './connectors/walletConnectRequirements.js'
import type { CreateRpcTransportOptions } from './transport.js'

export type CreateEvmAdapterParameters = {
  /** Where EIP-6963 wallets announce themselves and `ethereum` is injected. Defaults to `window` when present. */
  target?: EventTarget | undefined
  /**
   * Remembers an explicit disconnect, so `reconnect` does not silently restore a wallet that could not
   * revoke its permission (`portico.eip155.disconnected`).
   */
  storage?: StorageBackend | undefined
  /** The app's wallet catalogue by rdns: its name and image win over the announced ones. */
  catalogue?: Catalogue | undefined
  /** A viem transport per chain id, instead of the default one built from the network's RPC URLs. */
  transports?: Readonly<Record<number, Transport>> | undefined
  /** Tuning of the default transport (timeout 10 s, batches of 1000, 3 retries from 150 ms otherwise). */
  transport?: CreateRpcTransportOptions | undefined
}

/**
 * Core's `ChainAdapter` for eip155, with hex-typed results and the EVM's own actions: typed data, contract
 * writes, EIP-5792 batches and capabilities, ERC-7811 assets, signature checks.
 */
export type EvmAdapter = Omit<
  ChainAdapter,
  | 'namespace'
  | 'signMessage'
  | 'sendTransfer'
  | 'getAccounts'
  | 'waitForReceipt'
  | 'getGasPrice'
  | 'supportsAtomicBatch'
  | 'sendAtomicBatch'
  | 'readSessionUsage'
> & {
  readonly namespace: 'eip155'
  /** The accounts the wallet shares (eth_accounts); none when not connected. */
  getAccounts(): Promise<readonly Account[]>
  signMessage(parameters: SignMessageParameters): Promise<SignMessageReturnType>
  sendTransfer(parameters: Parameters<ChainAdapter['sendTransfer']>[0]): Promise<SendTransferReturnType>
  /** Resolves once `hash` is mined: 'success', or 'reverted' when it failed in its block. */
  waitForReceipt(parameters: { network: Network; hash: string }): Promise<WaitForTransactionReturnType>
  /** Current gas price in wei. */
  getGasPrice(parameters: { network: Network }): Promise<bigint>
  signTypedData(parameters: SignTypedDataParameters): Promise<SignTypedDataReturnType>
  writeContract(parameters: WriteContractParameters): Promise<WriteContractReturnType>
  sendCalls(parameters: SendCallsParameters): Promise<SendCallsReturnType>
  getCallsStatus(parameters: GetCallsStatusParameters): Promise<GetCallsStatusReturnType>
  getCapabilities(parameters: { address: string }): Promise<GetCapabilitiesReturnType>
  /**
   * Whether the wallet's EIP-5792 `atomic` capability on `network` is `supported` or `ready` (it upgrades the
   * account with the person's consent as it sends the batch); asked once per connection, account and chain. A
   * wallet that cannot answer counts as unsupported.
   */
  supportsAtomicBatch(parameters: { network: Network; address: string }): Promise<boolean>
  /** One atomic wallet_sendCalls, waited for on the chain's block time; the hash of the transaction that carried it. */
  sendAtomicBatch(parameters: SendAtomicBatchParameters): Promise<SendAtomicBatchReturnType>
  getAssets(parameters: GetAssetsParameters): Promise<GetAssetsReturnType>
  /**
   * What a session permission (`@portico/adapter-evm/sessions`) has spent and whether its account disabled it,
   * read on `network` with the chain's session contracts; and the token's symbol and decimals when `token` is given.
   */
  readSessionUsage(
    parameters: ReadSessionUsageParameters & { network: Network },
  ): Promise<ReadSessionUsageReturnType>
  /** EOA, ERC-1271 and ERC-6492 check of a signed message. */
  verifyMessage(parameters: VerifyMessageParameters & { network: Network }): Promise<VerifyMessageReturnType>
  /** EOA, ERC-1271 and ERC-6492 check of signed typed data. */
  verifyTypedData(
    parameters: VerifyTypedDataParameters & { network: Network },
  ): Promise<VerifyTypedDataReturnType>
  /**
   * The (cached) viem client of a network's RPC endpoints, for the actions of `viem/actions`. A promise: viem
   * loads with the first client, not with the page.
   */
  getPublicClient(network: Network): Promise<PublicClient>
  /** The viem client of the connected wallet, if any, for the actions of `viem/actions`. */
  getWalletClient(): WalletClient | undefined
  /** Stops listening for wallets and for the connected wallet's events. */
  destroy(): void
}

// Nothing of viem loads with the adapter: a page that lists wallets and shows a Connect button needs none of it.
// Connecting and restoring (the wallet's viem client, the account typing), the public clients and each action
// load on first use, chunks of their own in an app's build.
const connectSteps = () => import('./adapter/connect.js')
const connect = lazyAction(connectSteps, 'connect')
const reconnect = lazyAction(connectSteps, 'reconnect')
const disconnect = lazyAction(connectSteps, 'disconnect')
const getPublicClient = lazyAction(() => import('./adapter/publicClient.js'), 'getPublicClient')
const getAccounts = lazyAction(() => import('./actions/getAccounts.js'), 'getAccounts')
const getGasPrice = lazyAction(() => import('./actions/getGasPrice.js'), 'getGasPrice')
const switchNetwork = lazyAction(() => import('./actions/switchNetwork.js'), 'switchNetwork')
const getBalance = lazyAction(() => import('./actions/getBalance.js'), 'getBalance')
const signMessage = lazyAction(() => import('./actions/signMessage.js'), 'signMessage')
const signTypedData = lazyAction(() => import('./actions/signTypedData.js'), 'signTypedData')
const sendTransfer = lazyAction(() => import('./actions/sendTransfer.js'), 'sendTransfer')
const waitForTransaction = lazyAction(() => import('./actions/waitForTransaction.js'), 'waitForTransaction')
const writeContract = lazyAction(() => import('./actions/writeContract.js'), 'writeContract')
const estimateFee = lazyAction(() => import('./actions/estimateFee.js'), 'estimateFee')
const verifyMessage = lazyAction(() => import('./actions/verifyMessage.js'), 'verifyMessage')
const verifyTypedData = lazyAction(() => import('./actions/verifyTypedData.js'), 'verifyTypedData')
const sendCalls = lazyAction(() => import('./actions/sendCalls.js'), 'sendCalls')
const getCallsStatus = lazyAction(() => import('./actions/getCallsStatus.js'), 'getCallsStatus')
const getCapabilities = lazyAction(() => import('./actions/getCapabilities.js'), 'getCapabilities')
const supportsAtomicBatch = lazyAction(
  () => import('./actions/supportsAtomicBatch.js'),
  'supportsAtomicBatch',
)
const sendAtomicBatch = lazyAction(() => import('./actions/sendAtomicBatch.js'), 'sendAtomicBatch')
const getAssets = lazyAction(() => import('./actions/getAssets.js'), 'getAssets')
const readSessionUsage = lazyAction(() => import('./actions/readSessionUsage.js'), 'readSessionUsage')

/**
 * Creates the EVM adapter: EIP-6963 and injected wallets, on viem. Only wallet discovery loads with it;
 * connecting, restoring, the public clients and every action load on first use, so an app's initial bundle
 * carries no viem.
 */
export function createEvmAdapter(parameters: CreateEvmAdapterParameters = {}): EvmAdapter {
  // Every step lives under `adapter/` and works on this one context.
  const context = createEvmAdapterContext(parameters)
  const stopConnectors = context.store.subscribe((connectors) =>
    context.emitter.emit({ type: 'connectors', connectors }),
  )
  const publicClient = (network: Network) => getPublicClient(context, network)
  const wallet = () => walletOf(context)

  return {
    namespace: 'eip155',

    getConnectors: () => context.store.getConnectors(),

    subscribe: context.emitter.subscribe,

    walletConnect: walletConnectRequirements,

    setup(setupContext) {
      context.setup = setupContext
    },

    connect: (parameters) => logged(context, 'connect', parameters, () => connect(context, parameters)),

    reconnect: (parameters) => logged(context, 'restore', parameters, () => reconnect(context, parameters)),

    disconnect: () => disconnect(context),

    getAccounts: () => (context.connection ? getAccounts(context.connection.client) : Promise.resolve([])),

    switchNetwork: async ({ network }) => switchNetwork(wallet(), { network }),

    getBalance: async ({ address, network }) => {
      const { balance, symbol } = await getBalance(await publicClient(network), { address, network })
      return { balance, symbol }
    },

    signMessage: async (parameters) => signMessage(wallet(), parameters),

    signTypedData: async (parameters) => signTypedData(wallet(), parameters),

    async sendTransfer({ network, from, to, value, token, data, gas, gasPrice }) {
      const client = wallet()
      if (token) return sendTransfer(client, { network, from, to, value, token })
      const price = gasPrice ?? (await getGasPrice(await publicClient(network)))
      return sendTransfer(client, { network, from, to, value, data, gas, gasPrice: price })
    },

    waitForReceipt: async ({ network, hash }) => waitForTransaction(await publicClient(network), { hash }),

    writeContract: async (parameters) => writeContract(wallet(), parameters),

    async estimateFee({ network, from, to, value, data, token }) {
      let client: PublicClient
      try {
        client = await publicClient(network)
      } catch {
        return null // gas failures return null
      }
      return estimateFee(client, {
        from,
        to,
        value,
        ...(data !== undefined && { data: data as `0x${string}` }),
        ...(token && { token }),
      })
    },

    getGasPrice: async ({ network }) => getGasPrice(await publicClient(network)),

    verifyMessage: async ({ network, ...parameters }) =>
      verifyMessage(await publicClient(network), parameters),

    verifyTypedData: async ({ network, ...parameters }) =>
      verifyTypedData(await publicClient(network), parameters),

    sendCalls: async (parameters) => sendCalls(wallet(), parameters),

    getCallsStatus: async ({ id }) => getCallsStatus(wallet(), { id }),

    getCapabilities: async ({ address }) => getCapabilities(wallet(), { address }),

    async supportsAtomicBatch({ network, address }) {
      const connection = context.connection
      if (!connection) return false
      const key = `${address.toLowerCase()} ${network.caipNetworkId}`
      let answer = connection.atomic.get(key)
      if (!answer) {
        answer = supportsAtomicBatch(connection.client, { address, network }).catch(() => false)
        connection.atomic.set(key, answer)
      }
      return answer
    },

    sendAtomicBatch: async (parameters) =>
      sendAtomicBatch(wallet(), {
        ...parameters,
        pollingInterval: (await publicClient(parameters.network)).pollingInterval,
      }),

    getAssets: async ({ address, network }) => getAssets(wallet(), { address, network }),

    readSessionUsage: async ({ network, ...parameters }) =>
      readSessionUsage(await publicClient(network), parameters),

    parseUnits,

    formatUnits,

    getPublicClient: publicClient,

    getWalletClient: () => context.connection?.client,

    destroy() {
      end(context)
      stopConnectors()
      context.store.destroy()
      context.emitter.clear()
    },
  }
}
