import { type Address, createTestClient, getContractAddress, type Hex, pad, parseEther } from 'viem'
import { devnetAccount, PAYMASTER_SIGNER_INDEX } from '../accounts.js'
import type { DeployContext } from '../deploy/context.js'
import { ENTRY_POINT_ADDRESS, SIMPLE_7702_ACCOUNT_ADDRESS } from './erc4337Addresses.js'
import type { Erc4337Artifact, Erc4337Artifacts } from './erc4337Build.js'

export type Erc4337Addresses = {
  entryPoint: Address
  senderCreator: Address
  simple7702Account: Address
  simpleAccountFactory: Address
  porticoPaymaster: Address
}

const senderCreatorAbi = [
  {
    type: 'function',
    name: 'senderCreator',
    stateMutability: 'view',
    inputs: [],
    outputs: [{ type: 'address' }],
  },
] as const
const entryPointOfAbi = [
  {
    type: 'function',
    name: 'entryPoint',
    stateMutability: 'view',
    inputs: [],
    outputs: [{ type: 'address' }],
  },
] as const

/**
 * Places EntryPoint v0.8 and Simple7702Account at their canonical addresses and deploys a SimpleAccountFactory
 * over that EntryPoint. Our build (solc 0.8.37) differs from the release build, so CREATE2 through the
 * deterministic-deployment proxy would land elsewhere: the EntryPoint is deployed normally, then its runtime
 * code is set at the canonical address. Its constructor created a SenderCreator whose immutable `entryPoint`
 * is the deployed copy, and the EntryPoint's immutable `_senderCreator` points at that helper; both words are
 * rewritten (at the offsets solc reports) so that the canonical EntryPoint uses a SenderCreator at the address
 * the real one has (its CREATE address, nonce 1), which accepts calls from the canonical EntryPoint only.
 * The deployed copies are then cleared. Nothing in the constructor writes storage, so code is all it takes.
 */
export async function deployErc4337(
  context: DeployContext,
  artifacts: Erc4337Artifacts,
): Promise<Erc4337Addresses> {
  const { chain, transport, client, wallet, mined, deployCode } = context
  const test = createTestClient({ mode: 'anvil', chain, transport })
  const code = async (address: Address): Promise<Hex> => {
    const runtime = await client.getCode({ address })
    if (!runtime) throw new Error(`devnet deploy: no code at ${address}`)
    return runtime
  }

  const deployed = await deployCode('EntryPoint', artifacts.contracts.EntryPoint)
  const deployedHelper = await client.readContract({
    address: deployed,
    abi: senderCreatorAbi,
    functionName: 'senderCreator',
  })
  const senderCreator = getContractAddress({ from: ENTRY_POINT_ADDRESS, nonce: 1n })
  const entryPointCode = replaceImmutable(
    await code(deployed),
    artifacts.contracts.EntryPoint,
    deployedHelper,
    senderCreator,
  )
  const helperCode = replaceImmutable(
    await code(deployedHelper),
    artifacts.contracts.SenderCreator,
    deployed,
    ENTRY_POINT_ADDRESS,
  )
  await test.setCode({ address: ENTRY_POINT_ADDRESS, bytecode: entryPointCode })
  await test.setCode({ address: senderCreator, bytecode: helperCode })
  await test.setCode({ address: deployed, bytecode: '0x' })
  await test.setCode({ address: deployedHelper, bytecode: '0x' })
  const [helperOf, entryPointOf] = await Promise.all([
    client.readContract({
      address: ENTRY_POINT_ADDRESS,
      abi: senderCreatorAbi,
      functionName: 'senderCreator',
    }),
    client.readContract({ address: senderCreator, abi: entryPointOfAbi, functionName: 'entryPoint' }),
  ])
  if (helperOf !== senderCreator || entryPointOf !== ENTRY_POINT_ADDRESS) {
    throw new Error(
      'devnet deploy: the canonical EntryPoint and its SenderCreator do not point at each other',
    )
  }

  // Simple7702Account has no immutables (its EntryPoint is a constant), so its runtime code is placed as built.
  const simple7702 = artifacts.contracts.Simple7702Account
  if (Object.keys(simple7702.immutableReferences).length > 0)
    throw new Error('Simple7702Account has immutables')
  await test.setCode({ address: SIMPLE_7702_ACCOUNT_ADDRESS, bytecode: simple7702.deployedBytecode })

  const simpleAccountFactory = await deployCode(
    'SimpleAccountFactory',
    artifacts.contracts.SimpleAccountFactory,
    [ENTRY_POINT_ADDRESS],
  )
  // The verifying paymaster the API's ERC-7677 service signs for, with 100 ETH deposited at the EntryPoint.
  const porticoPaymaster = await deployCode('PorticoPaymaster', artifacts.contracts.PorticoPaymaster, [
    ENTRY_POINT_ADDRESS,
    devnetAccount(PAYMASTER_SIGNER_INDEX).address,
  ])
  await mined(
    await wallet.writeContract({
      address: porticoPaymaster,
      abi: artifacts.contracts.PorticoPaymaster.abi,
      functionName: 'deposit',
      value: parseEther('100'),
    }),
  )
  return {
    entryPoint: ENTRY_POINT_ADDRESS,
    senderCreator,
    simple7702Account: SIMPLE_7702_ACCOUNT_ADDRESS,
    simpleAccountFactory,
    porticoPaymaster,
  }
}

/**
 * The embedded wallet's smart accounts: PorticoAccountFactory over the canonical EntryPoint, whose accounts
 * (PorticoAccount: SimpleAccount + ERC-1271) accept `executeFromExecutor` from `delegationManager` only.
 */
export function deployPorticoAccountFactory(
  context: DeployContext,
  artifacts: Erc4337Artifacts,
  delegationManager: Address,
): Promise<Address> {
  return context.deployCode('PorticoAccountFactory', artifacts.contracts.PorticoAccountFactory, [
    ENTRY_POINT_ADDRESS,
    delegationManager,
  ])
}

/**
 * The runtime code with every immutable that holds `from` (an address, as solc stores it: one 32-byte word at
 * each offset solc reported) set to `to`. Throws unless exactly one immutable held `from`.
 */
export function replaceImmutable(runtime: Hex, artifact: Erc4337Artifact, from: Address, to: Address): Hex {
  const bytes = Buffer.from(runtime.slice(2), 'hex')
  const word = (value: Address) => Buffer.from(pad(value, { size: 32 }).slice(2), 'hex')
  const matches = Object.values(artifact.immutableReferences).filter(
    (ranges) =>
      ranges.length > 0 &&
      ranges.every(
        ({ start, length }) => length === 32 && bytes.subarray(start, start + 32).equals(word(from)),
      ),
  )
  if (matches.length !== 1) throw new Error(`devnet deploy: ${matches.length} immutables hold ${from}, not 1`)
  for (const { start } of matches[0]!) word(to).copy(bytes, start)
  return `0x${bytes.toString('hex')}`
}
