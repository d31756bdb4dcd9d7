import {
  type Address,
  concat,
  encodeFunctionData,
  getContractAddress,
  type Hex,
  keccak256,
  type PublicClient,
  parseEther,
  type WalletClient,
  zeroAddress,
  zeroHash,
} from 'viem'
import { SAFE_CONTRACT_NAMES, type SafeContractName, safeArtifact } from './artifacts.js'

/** The CREATE2 deployer anvil (and most chains) holds at this address: `salt ‖ initcode` in, the contract out. */
export const CREATE2_DEPLOYER: Address = '0x4e59b44847b379578588920ca78fbf26c0b4956c'

export type SafeDeployment = Record<SafeContractName, Address>

type Clients = { wallet: WalletClient; public: PublicClient }

const hasCode = async (client: PublicClient, address: Address) =>
  ((await client.getCode({ address })) ?? '0x') !== '0x'

async function send(clients: Clients, to: Address, data: Hex, value = 0n) {
  const { account, chain } = clients.wallet
  if (!account) throw new Error('Safe host: the wallet client has no account')
  const hash = await clients.wallet.sendTransaction({ account, chain, to, data, value })
  const receipt = await clients.public.waitForTransactionReceipt({ hash })
  if (receipt.status !== 'success') throw new Error(`Safe host: transaction ${hash} reverted`)
  return receipt
}

/**
 * Safe's singleton (SafeL2), proxy factory, fallback handler and MultiSendCallOnly, each at its CREATE2 address
 * (salt 0) through the chain's CREATE2 deployer: deployed when not already there, so a second start (or a
 * second host) on the same chain finds them.
 */
export async function deploySafeContracts(clients: Clients): Promise<SafeDeployment> {
  if (!(await hasCode(clients.public, CREATE2_DEPLOYER)))
    throw new Error(`Safe host: no CREATE2 deployer at ${CREATE2_DEPLOYER} on this chain`)
  const deployment = {} as SafeDeployment
  for (const name of SAFE_CONTRACT_NAMES) {
    const { bytecode } = safeArtifact(name)
    const address = getContractAddress({
      opcode: 'CREATE2',
      from: CREATE2_DEPLOYER,
      salt: zeroHash,
      bytecodeHash: keccak256(bytecode),
    })
    if (!(await hasCode(clients.public, address)))
      await send(clients, CREATE2_DEPLOYER, concat([zeroHash, bytecode])).catch(async (error) => {
        // Another host deploying it at the same moment is as good.
        if (!(await hasCode(clients.public, address))) throw error
      })
    deployment[name] = address
  }
  return deployment
}

export type CreateSafeParameters = {
  deployment: SafeDeployment
  owners: readonly Address[]
  threshold: number
  /** The proxy's salt nonce: one Safe per owners, threshold and nonce (default 0). */
  saltNonce?: bigint | undefined
  /** Native balance the Safe is topped up to (default 10 ETH). */
  fund?: bigint | undefined
}

/**
 * A Safe proxy owned by `owners` with `threshold`, created through the factory (`createProxyWithNonce`) unless
 * it is already there, then topped up to `fund`. Returns its address.
 */
export async function createSafe(clients: Clients, parameters: CreateSafeParameters): Promise<Address> {
  const { deployment, owners, threshold, saltNonce = 0n, fund = parseEther('10') } = parameters
  const initializer = encodeFunctionData({
    abi: safeArtifact('SafeL2').abi,
    functionName: 'setup',
    args: [
      owners,
      BigInt(threshold),
      zeroAddress,
      '0x',
      deployment.CompatibilityFallbackHandler,
      zeroAddress,
      0n,
      zeroAddress,
    ],
  })
  const factory = { address: deployment.SafeProxyFactory, abi: safeArtifact('SafeProxyFactory').abi } as const
  const args = [deployment.SafeL2, initializer, saltNonce] as const
  const { result } = await clients.public
    .simulateContract({
      ...factory,
      functionName: 'createProxyWithNonce',
      args,
      account: clients.wallet.account,
    })
    .catch(() => ({ result: undefined }))
  let safe = result as Address | undefined
  if (safe === undefined) {
    // The simulation reverts when the proxy exists: its address is then the CREATE2 one the factory uses.
    safe = await predictSafe(clients, deployment, initializer, saltNonce)
  } else {
    const data = encodeFunctionData({ ...factory, functionName: 'createProxyWithNonce', args })
    await send(clients, factory.address, data).catch(async (error) => {
      // Another host creating the same Safe at the same moment is as good.
      if (!(await hasCode(clients.public, safe as Address))) throw error
    })
  }
  const balance = await clients.public.getBalance({ address: safe })
  if (balance < fund) await send(clients, safe, '0x', fund - balance)
  return safe
}

/** The factory's CREATE2 address for a proxy: salt = keccak(keccak(initializer) ‖ saltNonce), code = proxy ‖ singleton. */
async function predictSafe(
  clients: Clients,
  deployment: SafeDeployment,
  initializer: Hex,
  saltNonce: bigint,
) {
  const factory = { address: deployment.SafeProxyFactory, abi: safeArtifact('SafeProxyFactory').abi } as const
  const creationCode = (await clients.public.readContract({
    ...factory,
    functionName: 'proxyCreationCode',
  })) as Hex
  const salt = keccak256(concat([keccak256(initializer), `0x${saltNonce.toString(16).padStart(64, '0')}`]))
  const address = getContractAddress({
    opcode: 'CREATE2',
    from: factory.address,
    salt,
    bytecode: concat([creationCode, `0x${deployment.SafeL2.slice(2).toLowerCase().padStart(64, '0')}`]),
  })
  if (!(await hasCode(clients.public, address))) throw new Error('Safe host: the Safe could not be created')
  return address
}
