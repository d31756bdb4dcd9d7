import {
  type Address,
  concat,
  encodeFunctionData,
  encodePacked,
  type Hex,
  hashMessage,
  hashTypedData,
  isHex,
  type LocalAccount,
  type PublicClient,
  size,
  type TypedDataDefinition,
  type WalletClient,
  zeroAddress,
} from 'viem'
import { safeArtifact } from './artifacts.js'
import type { SafeDeployment } from './deploy.js'

/** A call the app asks the Safe to make (`sendTransactions`' `txs`). */
export type SafeCall = { to: Address; value: bigint; data: Hex }

export type SafeSigner = {
  safe: Address
  chainId: number
  deployment: SafeDeployment
  /** The owners whose keys sign (as many as the threshold); the first also sends `execTransaction`. */
  owners: readonly LocalAccount[]
  wallet: WalletClient
  public: PublicClient
}

const safeTxTypes = {
  SafeTx: [
    { name: 'to', type: 'address' },
    { name: 'value', type: 'uint256' },
    { name: 'data', type: 'bytes' },
    { name: 'operation', type: 'uint8' },
    { name: 'safeTxGas', type: 'uint256' },
    { name: 'baseGas', type: 'uint256' },
    { name: 'gasPrice', type: 'uint256' },
    { name: 'gasToken', type: 'address' },
    { name: 'refundReceiver', type: 'address' },
    { name: 'nonce', type: 'uint256' },
  ],
} as const

const safeMessageTypes = { SafeMessage: [{ name: 'message', type: 'bytes' }] } as const

/**
 * The owners' EIP-712 signatures of `typedData`, concatenated in ascending owner order as `checkSignatures`
 * reads them (each `r ‖ s ‖ v`, v 27/28: an ECDSA signature of the hash itself).
 */
async function ownerSignatures(signer: SafeSigner, typedData: TypedDataDefinition): Promise<Hex> {
  const sorted = [...signer.owners].sort((a, b) => (BigInt(a.address) < BigInt(b.address) ? -1 : 1))
  const signatures = await Promise.all(sorted.map((owner) => owner.signTypedData(typedData as never)))
  return concat(signatures)
}

/** One call as it is, or several as one delegate call to MultiSendCallOnly. */
function safeTxOf(signer: SafeSigner, calls: readonly SafeCall[]) {
  const [only] = calls
  if (calls.length === 1 && only) return { to: only.to, value: only.value, data: only.data, operation: 0 }
  const packed = concat(
    calls.map(({ to, value, data }) =>
      encodePacked(
        ['uint8', 'address', 'uint256', 'uint256', 'bytes'],
        [0, to, value, BigInt(size(data)), data],
      ),
    ),
  )
  const data = encodeFunctionData({
    abi: safeArtifact('MultiSendCallOnly').abi,
    functionName: 'multiSend',
    args: [packed],
  })
  return { to: signer.deployment.MultiSendCallOnly, value: 0n, data, operation: 1 }
}

export type SubmittedSafeTx = {
  safeTxHash: Hex
  /** The on-chain transaction that executes it (`execTransaction`), sent, maybe not yet mined. */
  txHash: Hex
  /** Once mined: the Safe's own outcome (`ExecutionSuccess`, not `ExecutionFailure`, in a successful transaction). */
  executed: Promise<boolean>
}

/**
 * Proposes `calls` as the Safe's next transaction (its nonce, no refund): several calls become ONE Safe
 * transaction, a delegate call to MultiSendCallOnly, so they all take effect or none does. Signs it with the
 * owners' keys and sends `execTransaction` (from the first owner); resolves once sent, `executed` once mined.
 */
export async function submitSafeTransaction(
  signer: SafeSigner,
  calls: readonly SafeCall[],
): Promise<SubmittedSafeTx> {
  const safe = { address: signer.safe, abi: safeArtifact('SafeL2').abi } as const
  const nonce = (await signer.public.readContract({ ...safe, functionName: 'nonce' })) as bigint
  const tx = {
    ...safeTxOf(signer, calls),
    safeTxGas: 0n,
    baseGas: 0n,
    gasPrice: 0n,
    gasToken: zeroAddress,
    refundReceiver: zeroAddress,
    nonce,
  }
  const typedData = {
    domain: { chainId: signer.chainId, verifyingContract: signer.safe },
    types: safeTxTypes,
    primaryType: 'SafeTx',
    message: tx,
  } as const
  const safeTxHash = hashTypedData(typedData)
  const signatures = await ownerSignatures(signer, typedData)
  const [executor] = signer.owners
  if (!executor) throw new Error('Safe host: no owner key')
  const txHash = await signer.wallet.writeContract({
    ...safe,
    functionName: 'execTransaction',
    args: [tx.to, tx.value, tx.data, tx.operation, 0n, 0n, 0n, zeroAddress, zeroAddress, signatures],
    account: executor,
    chain: signer.wallet.chain,
  })
  const executed = signer.public.waitForTransactionReceipt({ hash: txHash }).then(
    (receipt) =>
      receipt.status === 'success' &&
      !receipt.logs.some(
        (log) =>
          log.address.toLowerCase() === signer.safe.toLowerCase() &&
          log.topics[0] === EXECUTION_FAILURE_TOPIC,
      ),
    () => false,
  )
  return { safeTxHash, txHash, executed }
}

/** keccak256('ExecutionFailure(bytes32,uint256)'). */
const EXECUTION_FAILURE_TOPIC = '0x23428b18acfb3ea64b08dc0c1d296ea9c09702c09083ca5272e64d115b687d23'

export type SignedSafeMessage = { messageHash: Hex; signature: Hex }

/**
 * An off-chain Safe message, signed by the owners: the SafeMessage (EIP-712, the Safe as verifying contract)
 * of `hash`. The Safe's fallback handler (CompatibilityFallbackHandler) accepts `signature` in
 * `isValidSignature(hash, signature)` (ERC-1271), so nothing goes on chain.
 */
export async function signSafeMessage(signer: SafeSigner, hash: Hex): Promise<SignedSafeMessage> {
  const typedData = {
    domain: { chainId: signer.chainId, verifyingContract: signer.safe },
    types: safeMessageTypes,
    primaryType: 'SafeMessage',
    message: { message: hash },
  } as const
  return { messageHash: hashTypedData(typedData), signature: await ownerSignatures(signer, typedData) }
}

/** The EIP-191 hash of a `signMessage` message: hex is its bytes (as `personal_sign` sends it), else UTF-8 text. */
export const messageHashOf = (message: string): Hex =>
  isHex(message) ? hashMessage({ raw: message }) : hashMessage(message)
