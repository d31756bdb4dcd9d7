/** Options `startIdp` cannot run with: no client, a redirect URI that is not a URL, a user listed twice. */
export class IdpOptionsError extends Error {
  override name = 'IdpOptionsError' as const
}
