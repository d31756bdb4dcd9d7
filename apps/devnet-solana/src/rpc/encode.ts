import bs58 from 'bs58'
import {
  readMint,
  readTokenAccount,
  type StoredAccount,
  TOKEN_ACCOUNT_SIZE,
  uiTokenAmount,
} from '../tokenAccounts.js'

export type Encoding = 'base64' | 'base58' | 'jsonParsed' | 'base64+zstd' | undefined
/** `dataSlice` of the account queries: only these bytes of the data, in a binary encoding. */
export type DataSlice = { offset: number; length: number } | undefined

/** An account as the RPC returns it (`getAccountInfo`, `getMultipleAccounts`, notifications). */
export function encodeAccount(
  account: StoredAccount | null,
  encoding: Encoding,
  mintDecimals: (mint: string) => number,
  slice?: DataSlice,
) {
  if (!account) return null
  const base = {
    executable: account.executable,
    lamports: Number(account.lamports),
    owner: account.owner,
    rentEpoch: 0,
    space: account.data.length,
  }
  if (encoding === 'jsonParsed' && !slice) {
    const parsed = parseTokenProgramAccount(account, mintDecimals)
    if (parsed) return { ...base, data: parsed }
  }
  const data = slice ? account.data.subarray(slice.offset, slice.offset + slice.length) : account.data
  if (encoding === 'base58') return { ...base, data: [bs58.encode(data), 'base58'] }
  return { ...base, data: [Buffer.from(data).toString('base64'), 'base64'] }
}

/** `jsonParsed` data of SPL token accounts and mints; undefined for other accounts. */
function parseTokenProgramAccount(account: StoredAccount, mintDecimals: (mint: string) => number) {
  const token = readTokenAccount(account)
  if (token) {
    return {
      program: 'spl-token',
      parsed: {
        type: 'account',
        info: {
          isNative: false,
          mint: token.mint,
          owner: token.owner,
          state: token.state === 2 ? 'frozen' : 'initialized',
          tokenAmount: uiTokenAmount(token.amount, mintDecimals(token.mint)),
        },
      },
      space: TOKEN_ACCOUNT_SIZE,
    }
  }
  const mint = readMint(account)
  if (mint) {
    return {
      program: 'spl-token',
      parsed: {
        type: 'mint',
        info: {
          decimals: mint.decimals,
          freezeAuthority: mint.freezeAuthority,
          isInitialized: mint.isInitialized,
          mintAuthority: mint.mintAuthority,
          supply: mint.supply.toString(),
        },
      },
      space: account.data.length,
    }
  }
  return undefined
}
