import type { Address } from 'viem'

export type StartFarcasterClientOptions = {
  /** Where the page's HTTP server listens; default 127.0.0.1. */
  host?: string | undefined
  /** Default 0 (any free port). */
  port?: number | undefined
  /** The fid's custody key: it signs every Sign In With Farcaster message (`farcasterDevPrivateKey` is a test one). */
  privateKey: `0x${string}`
  /** The fid the custody key holds (`register(custody)` of `@portico/devnet`'s Farcaster world answers it). */
  fid: number
  /** The user's Farcaster name, without the `@`. */
  username: string
  displayName?: string | undefined
  /** An http(s) URL of the profile picture, sent with the answer (the page itself never loads it). */
  pfpUrl?: string | undefined
  /** How long the relay may take to answer; default 10 s. */
  relayTimeoutMs?: number | undefined
}

export type FarcasterClient = {
  /**
   * The page, e.g. `http://127.0.0.1:5190/`: the `connectUrlBase` of a Sign In With Farcaster relay, which adds
   * `?channelToken=…&nonce=…&siweUri=…&domain=…&expirationTime=…`.
   */
  url: string
  /** The custody address (the account of `privateKey`). */
  custody: Address
  fid: number
  username: string
  close(): Promise<void>
}

/** Who signs in: what the page shows and what the answer carries besides the message. */
export type FarcasterProfile = {
  fid: number
  username: string
  displayName?: string | undefined
  pfpUrl?: string | undefined
}
