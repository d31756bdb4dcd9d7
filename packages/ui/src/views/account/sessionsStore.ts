import { type Config, perConfig } from '@portico/core'
import {
  type GrantedExecutionPermission,
  getGrantedExecutionPermissions,
  revokeExecutionPermission,
} from '@portico/core/sessions'
import { proxy, ref } from 'valtio/vanilla'
import { readSessionChain, type SessionSpend, type SessionToken } from './sessionChain.js'

/** Where a Revoke is: not asked, waiting for the wallet, or refused by the person or failed (the session stays). */
export type SessionRevoke = 'idle' | 'revoking' | 'rejected' | 'failed'

export type SessionEntry = {
  permission: GrantedExecutionPermission
  /** The token it spends; `null` once it could not be read. */
  token: SessionToken | null | undefined
  spend: SessionSpend
  revoke: SessionRevoke
}

/**
 * Account's sessions: `loading`, `ready` (the wallet's active sessions, possibly none), `unsupported` (the wallet
 * cannot list them) or `failed`; `account` is the CAIP address they were read for.
 */
export type SessionsState = {
  status: 'idle' | 'loading' | 'ready' | 'unsupported' | 'failed'
  account: string | undefined
  sessions: SessionEntry[]
}

function createSessionsStore(config: Config) {
  const state = proxy<SessionsState>({ status: 'idle', account: undefined, sessions: [] })

  const entryOf = (context: string) => state.sessions.find((entry) => entry.permission.context === context)

  /** The token and the spend of one session, written when they arrive (while its load is the latest). */
  async function readChain(entry: SessionEntry, isLatest: () => boolean) {
    const { context } = entry.permission
    const read = await readSessionChain(config, entry.permission)
    const found = isLatest() ? entryOf(context) : undefined
    if (!found) return
    // Revoked on chain, though the wallet still listed it: not an active session.
    if (read.status === 'disabled') state.sessions = state.sessions.filter((other) => other !== found)
    else {
      found.token = read.token
      found.spend = read.spend
    }
  }

  return {
    state,
    /**
     * Reads the connected wallet's active sessions, then each one's token and spend from the chain; answers count
     * while `isLatest()` (the view's latest call, see `LatestCallController`).
     */
    async load(isLatest: () => boolean) {
      state.status = 'loading'
      state.account = config.getAccount()?.caipAddress
      const result = await getGrantedExecutionPermissions(config)
      if (!isLatest()) return
      if (result.status !== 'success') {
        state.sessions = []
        state.status = result.status === 'unsupported' ? 'unsupported' : 'failed'
        return
      }
      state.sessions = result.permissions.map((permission) => ({
        permission: ref(permission),
        token: undefined,
        spend: { status: 'reading' },
        revoke: 'idle',
      }))
      state.status = 'ready'
      for (const entry of state.sessions) void readChain(entry, isLatest)
    },
    /** Asks the wallet to revoke a session: it leaves the list once revoked, and says why it stays otherwise. */
    async revoke(context: string) {
      const entry = entryOf(context)
      if (!entry || entry.revoke === 'revoking') return
      entry.revoke = 'revoking'
      const result = await revokeExecutionPermission(config, { context: entry.permission.context })
      const found = entryOf(context)
      if (!found) return
      if (result.status === 'revoked') state.sessions = state.sessions.filter((other) => other !== found)
      else found.revoke = result.status === 'rejected' ? 'rejected' : 'failed'
    },
  }
}

export type SessionsStore = ReturnType<typeof createSessionsStore>

/** The sessions of a config's Account, one store per config. */
export const getSessionsStore = perConfig(createSessionsStore, () => undefined)
