import { simpleAccountAbi, simpleAccountFactoryAbi } from '@portico/devnet/contracts'
import {
  type Address,
  type Chain,
  encodeFunctionData,
  type LocalAccount,
  type PublicClient,
  type Transport,
} from 'viem'
import {
  entryPoint08Abi,
  entryPoint08Address,
  getUserOperationHash,
  type SmartAccount,
  toSmartAccount,
} from 'viem/account-abstraction'

/** A signature of the right shape that recovers to some address: what estimates run with. */
const STUB_SIGNATURE =
  '0xfffffffffffffffffffffffffffffff0000000000000000000000000000000007aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa1c'

/**
 * A viem smart account over v0.8's SimpleAccountFactory: `createAccount(owner, salt)` deploys it with its first
 * user operation; SimpleAccount checks the owner's raw signature of the user operation hash.
 */
export function toSimpleAccount({
  client,
  owner,
  factory,
  salt = 0n,
}: {
  client: PublicClient<Transport, Chain>
  owner: LocalAccount
  factory: Address
  salt?: bigint
}): Promise<SmartAccount> {
  let address: Address | undefined
  const getAddress = async () =>
    (address ??= await client.readContract({
      address: factory,
      abi: simpleAccountFactoryAbi,
      functionName: 'getAddress',
      args: [owner.address, salt],
    }))
  return toSmartAccount({
    client,
    entryPoint: { abi: entryPoint08Abi, address: entryPoint08Address, version: '0.8' },
    getAddress,
    async encodeCalls(calls) {
      const [call] = calls
      if (calls.length === 1 && call) {
        return encodeFunctionData({
          abi: simpleAccountAbi,
          functionName: 'execute',
          args: [call.to, call.value ?? 0n, call.data ?? '0x'],
        })
      }
      const batch = calls.map(({ to, value, data }) => ({
        target: to,
        value: value ?? 0n,
        data: data ?? '0x',
      }))
      return encodeFunctionData({ abi: simpleAccountAbi, functionName: 'executeBatch', args: [batch] })
    },
    async getFactoryArgs() {
      const factoryData = encodeFunctionData({
        abi: simpleAccountFactoryAbi,
        functionName: 'createAccount',
        args: [owner.address, salt],
      })
      return { factory, factoryData }
    },
    async getStubSignature() {
      return STUB_SIGNATURE
    },
    async signMessage({ message }) {
      return owner.signMessage({ message })
    },
    async signTypedData(typedData) {
      return owner.signTypedData(typedData as Parameters<LocalAccount['signTypedData']>[0])
    },
    async signUserOperation({ chainId = client.chain.id, ...userOperation }) {
      if (!owner.sign) throw new Error('the owner cannot sign a raw hash')
      const hash = getUserOperationHash({
        userOperation: {
          ...userOperation,
          sender: userOperation.sender ?? (await getAddress()),
          signature: '0x',
        },
        entryPointAddress: entryPoint08Address,
        entryPointVersion: '0.8',
        chainId,
      })
      return owner.sign({ hash })
    },
  })
}
