export type ConnectUrlParameters = {
  /** `farcaster.connectUrlBase`: where the Farcaster app takes the request. */
  base: string
  channelToken: string
  nonce: string
  siweUri: string
  domain: string
  /** When the message stops being valid (the channel's end), ISO 8601. */
  expirationTime: string
}

/**
 * The connect URI shown to the user (a QR code, or a link on a phone): the base with the channel's token and what
 * the Farcaster app puts in the message it signs (`nonce`, `siweUri`, `domain`, `expirationTime`) as query
 * parameters, the form Farcaster apps read.
 *
 * @example
 * connectUrl({ base: 'https://warpcast.com/~/siwf', channelToken, nonce, siweUri, domain, expirationTime })
 * // 'https://warpcast.com/~/siwf?channelToken=…&nonce=…&siweUri=…&domain=…&expirationTime=…'
 */
export function connectUrl({ base, ...params }: ConnectUrlParameters): string {
  const url = new URL(base)
  for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value)
  return url.href
}
