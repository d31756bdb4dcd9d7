import { erc20Abi } from 'viem'

/** ERC-6093 errors of ERC20 tokens, so reverts decode to a name (e.g. ERC20InsufficientBalance). */
export const erc20ErrorsAbi = [
  {
    type: 'error',
    name: 'ERC20InsufficientBalance',
    inputs: [
      { name: 'sender', type: 'address' },
      { name: 'balance', type: 'uint256' },
      { name: 'needed', type: 'uint256' },
    ],
  },
  {
    type: 'error',
    name: 'ERC20InsufficientAllowance',
    inputs: [
      { name: 'spender', type: 'address' },
      { name: 'allowance', type: 'uint256' },
      { name: 'needed', type: 'uint256' },
    ],
  },
  { type: 'error', name: 'ERC20InvalidSender', inputs: [{ name: 'sender', type: 'address' }] },
  { type: 'error', name: 'ERC20InvalidReceiver', inputs: [{ name: 'receiver', type: 'address' }] },
] as const

/** viem's ERC20 ABI with the ERC-6093 errors. */
export const erc20TransferAbi = [...erc20Abi, ...erc20ErrorsAbi] as const
