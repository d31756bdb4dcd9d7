import {
  type Abi,
  type Address,
  createPublicClient,
  createWalletClient,
  getAddress,
  type Hex,
  type HttpTransport,
  http,
  type JsonRpcAccount,
  type PublicClient,
  type TransactionReceipt,
  TransactionReceiptNotFoundError,
  type WalletClient,
} from 'viem'
import { DEPLOYER_INDEX, devnetAccount } from '../accounts.js'
import type { Artifacts } from '../artifactTypes.js'
import type { ContractName } from '../compilerSettings.js'
import { devnetChain } from '../devnetChain.js'

/** @internal What the deploy steps share: the chain, the deployer's clients, the compiled contracts. */
export type DeployContext = {
  chainId: number
  chain: DevnetChain
  transport: HttpTransport
  deployer: Address
  wallet: WalletClient<HttpTransport, DevnetChain, JsonRpcAccount>
  client: PublicClient<HttpTransport, DevnetChain>
  artifacts: Artifacts
  /** The receipt of a successful transaction (mining is instant: it exists as soon as the hash is returned). */
  mined(hash: Hex): Promise<TransactionReceipt>
  /** Deploys a compiled contract; its address. */
  create(name: ContractName, args?: readonly unknown[]): Promise<Address>
  /** Deploys creation code from anywhere (an ERC-4337 artifact, a package's release build); its address. */
  deployCode(
    label: string,
    contract: { abi: Abi | readonly unknown[]; bytecode: Hex },
    args?: readonly unknown[],
  ): Promise<Address>
}

type DevnetChain = ReturnType<typeof devnetChain>

export function createDeployContext({
  chainId,
  rpcUrl,
  artifacts,
}: {
  chainId: number
  rpcUrl: string
  artifacts: Artifacts
}): DeployContext {
  const chain = devnetChain({ chainId, rpcUrl })
  const transport = http(rpcUrl, { retryCount: 0 })
  const deployer = devnetAccount(DEPLOYER_INDEX).address
  // Anvil holds the mnemonic's keys, so the deployer signs through eth_sendTransaction.
  const wallet = createWalletClient({ account: deployer, chain, transport })
  const client = createPublicClient({ chain, transport })

  const mined = async (hash: Hex): Promise<TransactionReceipt> => {
    for (;;) {
      try {
        const receipt = await client.getTransactionReceipt({ hash })
        if (receipt.status !== 'success') throw new Error(`devnet deploy: transaction ${hash} reverted`)
        return receipt
      } catch (error) {
        if (!(error instanceof TransactionReceiptNotFoundError)) throw error
        await new Promise((resolve) => setTimeout(resolve, 5))
      }
    }
  }

  const deployCode: DeployContext['deployCode'] = async (label, { abi, bytecode }, args = []) => {
    const receipt = await mined(await wallet.deployContract({ abi: abi as Abi, bytecode, args }))
    if (!receipt.contractAddress) throw new Error(`devnet deploy: ${label} has no address`)
    return getAddress(receipt.contractAddress)
  }
  const create = (name: ContractName, args: readonly unknown[] = []) =>
    deployCode(name, artifacts.contracts[name], args)

  return { chainId, chain, transport, deployer, wallet, client, artifacts, mined, create, deployCode }
}
