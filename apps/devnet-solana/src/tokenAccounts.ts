import { PublicKey } from '@solana/web3.js'

export const TOKEN_PROGRAM_ID = 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA'
export const TOKEN_ACCOUNT_SIZE = 165
export const MINT_SIZE = 82

/** An account as the chain stores it. */
export type StoredAccount = { lamports: bigint; owner: string; data: Uint8Array; executable: boolean }

export type TokenAccountFields = { mint: string; owner: string; amount: bigint; state: number }
export type MintFields = {
  decimals: number
  supply: bigint
  mintAuthority: string | null
  freezeAuthority: string | null
  isInitialized: boolean
}

const view = (data: Uint8Array) => new DataView(data.buffer, data.byteOffset, data.byteLength)
const key = (data: Uint8Array, at: number) => new PublicKey(data.subarray(at, at + 32)).toBase58()

/** The fields of an SPL token account (Token program, 165 bytes), or undefined for anything else. */
export function readTokenAccount(account: StoredAccount | null | undefined): TokenAccountFields | undefined {
  if (!account || account.owner !== TOKEN_PROGRAM_ID) return undefined
  const { data } = account
  if (data.length !== TOKEN_ACCOUNT_SIZE) return undefined
  const state = data[108] ?? 0
  if (state === 0) return undefined
  return { mint: key(data, 0), owner: key(data, 32), amount: view(data).getBigUint64(64, true), state }
}

/** The fields of an SPL mint (Token program, 82 bytes), or undefined for anything else. */
export function readMint(account: StoredAccount | null | undefined): MintFields | undefined {
  if (!account || account.owner !== TOKEN_PROGRAM_ID) return undefined
  const { data } = account
  if (data.length !== MINT_SIZE) return undefined
  const dv = view(data)
  return {
    mintAuthority: dv.getUint32(0, true) ? key(data, 4) : null,
    supply: dv.getBigUint64(36, true),
    decimals: data[44] ?? 0,
    isInitialized: data[45] === 1,
    freezeAuthority: dv.getUint32(46, true) ? key(data, 50) : null,
  }
}

/** `uiTokenAmount` of the RPC: raw amount, decimals, and the amount in display units. */
export function uiTokenAmount(amount: bigint, decimals: number) {
  const text = amount.toString().padStart(decimals + 1, '0')
  const whole = text.slice(0, text.length - decimals)
  const fraction = decimals ? text.slice(-decimals).replace(/0+$/, '') : ''
  const uiAmountString = fraction ? `${whole}.${fraction}` : whole
  return { amount: amount.toString(), decimals, uiAmount: Number(uiAmountString), uiAmountString }
}
