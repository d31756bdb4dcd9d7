/**
 * Alerts: configuration problems shown at the top of the modal. Core names them; the UI words them in the
 * person's language.
 * - `invalidAppConfiguration`: this page's origin is not on the project's allowlist.
 * - `sessionExpired`: the session is not valid (yet): check the device's time settings and reconnect.
 * - `invalidProjectId`: the API does not know the project id.
 * - `projectIdNotConfigured`: no project id was given.
 * - `networkNotFound`: a network was asked for (a switch, the default network) that is not in the config's
 *   `networks`: it must be one of them. Shown once.
 */
export const alertIds = [
  'invalidAppConfiguration',
  'sessionExpired',
  'invalidProjectId',
  'projectIdNotConfigured',
  'networkNotFound',
] as const

export type AlertId = (typeof alertIds)[number]
export type Alert = { id: AlertId }

/** Texts a provider answers with, and the alert each maps to (each shown once). */
export const providerTextAlerts = [
  ['Unauthorized: origin not allowed', 'invalidAppConfiguration'],
  ['JWT validation error', 'sessionExpired'],
  ['Unauthorized: invalid key', 'invalidProjectId'],
] as const satisfies readonly (readonly [string, AlertId])[]

/** The alert a provider's error text calls for, if any. */
export function alertForProviderText(text: string): AlertId | undefined {
  return providerTextAlerts.find(([needle]) => text.includes(needle))?.[1]
}
