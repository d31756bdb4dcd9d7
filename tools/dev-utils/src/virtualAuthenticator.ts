// Chromium's virtual authenticator (the DevTools protocol's WebAuthn domain), for the passkey tests: a platform
// authenticator in a page's tab that holds resident passkeys and verifies the user at once, with or without PRF.

/** A DevTools session, as Playwright's `CDPSession` offers it (no Playwright dependency here). */
type DevToolsSession = { send(method: string, params?: Record<string, unknown>): Promise<unknown> }
/** A page, as Playwright's `Page` offers a DevTools session for it. */
type DevToolsPage = { context(): { newCDPSession(page: never): Promise<DevToolsSession> } }

export type VirtualAuthenticator = {
  /** Whether the next ceremonies pass user verification (false: the browser's prompt fails, as a cancel does). */
  setUserVerified(isUserVerified: boolean): Promise<unknown>
  /** The passkeys it holds, private keys included (for `addCredential` on another one). */
  credentials(): Promise<unknown[]>
  /** Puts a passkey taken from another authenticator into this one. */
  addCredential(credential: unknown): Promise<unknown>
  /** Takes the authenticator away, its passkeys with it (a lost phone). */
  remove(): Promise<unknown>
}

/** Adds a platform authenticator to `page`'s tab (its frames included); `prf` (default true) offers the PRF extension. */
export async function addVirtualAuthenticator(
  page: DevToolsPage,
  { prf = true }: { prf?: boolean } = {},
): Promise<VirtualAuthenticator> {
  const session = await page.context().newCDPSession(page as never)
  await session.send('WebAuthn.enable', { enableUI: false })
  const { authenticatorId } = (await session.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      ctap2Version: 'ctap2_1',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
      hasPrf: prf,
    },
  })) as { authenticatorId: string }
  return {
    setUserVerified: (isUserVerified) =>
      session.send('WebAuthn.setUserVerified', { authenticatorId, isUserVerified }),
    credentials: async () =>
      ((await session.send('WebAuthn.getCredentials', { authenticatorId })) as { credentials: unknown[] })
        .credentials,
    addCredential: (credential) => session.send('WebAuthn.addCredential', { authenticatorId, credential }),
    remove: () => session.send('WebAuthn.removeVirtualAuthenticator', { authenticatorId }),
  }
}
