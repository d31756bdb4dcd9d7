import type { TokenBalance } from '../chain/readBalances.js'
import type { SolanaNodeConfig } from '../config.js'
import type { SolanaRpc } from './solanaRpc.js'

type ParsedTokenAccount = {
  account: {
    data: { parsed: { info: { mint: string; tokenAmount: { amount: string; uiAmountString: string } } } }
  }
}

const TOKEN_PROGRAM = 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA'
const round = (value: number) => Math.round(value * 100) / 100

/** Display units of a base-unit amount. */
export function formatAmount(amount: bigint, decimals: number): string {
  const negative = amount < 0n
  const text = (negative ? -amount : amount).toString().padStart(decimals + 1, '0')
  const whole = text.slice(0, text.length - decimals)
  const fraction = decimals ? text.slice(-decimals).replace(/0+$/, '') : ''
  return `${negative ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`
}

/** SOL and every configured SPL token `owner` holds (token accounts of one mint summed), as token balances. */
export async function readSolanaBalances(
  rpc: SolanaRpc,
  node: SolanaNodeConfig,
  owner: string,
  iconUrl: (symbol: string) => string,
): Promise<TokenBalance[]> {
  const [lamports, tokens] = await Promise.all([
    rpc<{ value: number }>('getBalance', [owner, { commitment: 'confirmed' }]),
    rpc<{ value: ParsedTokenAccount[] }>('getTokenAccountsByOwner', [
      owner,
      { programId: TOKEN_PROGRAM },
      { encoding: 'jsonParsed', commitment: 'confirmed' },
    ]),
  ])
  const held = new Map<string, bigint>()
  for (const { account } of tokens.value) {
    const { mint, tokenAmount } = account.data.parsed.info
    held.set(mint, (held.get(mint) ?? 0n) + BigInt(tokenAmount.amount))
  }
  const { nativeCurrency } = node
  const native = formatAmount(BigInt(lamports.value), nativeCurrency.decimals)
  const balances: TokenBalance[] = [
    {
      name: nativeCurrency.name,
      symbol: nativeCurrency.symbol,
      chainId: node.caipNetworkId,
      value: round(Number(native) * node.nativeUsdPrice),
      price: node.nativeUsdPrice,
      iconUrl: iconUrl(nativeCurrency.symbol),
      quantity: { decimals: String(nativeCurrency.decimals), numeric: native },
    },
  ]
  for (const token of node.tokens) {
    const amount = held.get(token.address)
    if (amount === undefined || amount === 0n) continue
    const numeric = formatAmount(amount, token.decimals)
    balances.push({
      name: token.name,
      symbol: token.symbol,
      chainId: node.caipNetworkId,
      // CAIP-10, as the EVM balances give token addresses.
      address: `${node.caipNetworkId}:${token.address}`,
      value: round(Number(numeric) * token.usdPrice),
      price: token.usdPrice,
      iconUrl: token.iconUrl ?? iconUrl(token.symbol),
      quantity: { decimals: String(token.decimals), numeric },
    })
  }
  return balances
}
