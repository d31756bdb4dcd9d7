/** A node amount (coins, a JSON number with up to 8 decimals) in satoshis. */
export const toSats = (amount: number): number => Math.round(amount * 1e8)
