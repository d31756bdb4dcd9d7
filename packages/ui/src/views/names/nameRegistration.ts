import { type Config, perConfig } from '@portico/core'
import { fullAccountName, registerAccountName } from '@portico/core/names'
import { proxy } from 'valtio/vanilla'

/**
 * The name form and its registration, shared by RegisterAccountName and RegisterAccountNameSuccess: what
 * was typed survives a failed registration, and the success view follows the registration's progress.
 */
export type NameRegistrationState = {
  /** What the person typed (kept when a registration fails). */
  typed: string
  /** 'registering' while the wallet signs and the API stores; 'registered' once the name is the account's. */
  status: 'idle' | 'registering' | 'registered'
  /** The full name being or last registered (`label.zone`). */
  name: string | undefined
  /** The full name whose registration failed, shown on the form until the person types again. */
  failedName: string | undefined
}

/** The config's name form, created on first use and dropped with its config. */
export const nameRegistration: (config: Config) => NameRegistrationState = perConfig(
  () =>
    proxy<NameRegistrationState>({
      typed: '',
      status: 'idle',
      name: undefined,
      failedName: undefined,
    }),
  () => {},
)

/**
 * The registration flow: the success view first (registering), then the wallet signs and the API stores
 * the name (core's `registerAccountName`, which sets the profile name). On failure the form comes back with
 * the error and the typed name.
 */
export async function registerName(config: Config, label: string): Promise<void> {
  const state = nameRegistration(config)
  const name = fullAccountName(label, config.api?.namesZone ?? '')
  state.status = 'registering'
  state.name = name
  state.failedName = undefined
  config.router.push('RegisterAccountNameSuccess')
  try {
    await registerAccountName(config, label)
    state.status = 'registered'
    state.typed = ''
  } catch {
    state.status = 'idle'
    state.failedName = name
    if (config.router.state.view === 'RegisterAccountNameSuccess') config.router.back()
  }
}

/** After the success view: a fresh form next time. */
export function resetNameRegistration(config: Config): void {
  Object.assign(nameRegistration(config), {
    typed: '',
    status: 'idle',
    name: undefined,
    failedName: undefined,
  })
}
