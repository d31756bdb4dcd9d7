import type { FarcasterAnswer } from './channels.js'

/** What a Farcaster user shows of themselves: their profile's fields, each absent when not set (or not kept). */
export type FarcasterProfile = Pick<FarcasterAnswer, 'username' | 'displayName' | 'bio' | 'pfpUrl'>

/** The longest value kept of each profile field, wherever it comes from (the Farcaster app's answer or a hub). */
export const PROFILE_MAX_LENGTH = { username: 256, displayName: 256, bio: 1024, pfpUrl: 2048 } as const

/** `url` when it is an http(s) URL, else undefined: a profile picture elsewhere is dropped, never a reason to refuse. */
export function httpUrlOrUndefined(url: string | undefined): string | undefined {
  return url && /^https?:\/\//i.test(url) && URL.canParse(url) ? url : undefined
}
