/** The alerts of spec §8: a short title and a longer explanation. */
export const alerts = {
  networkNotFound: {
    shortMessage: 'Network Not Found',
    longMessage: 'Network not found - please make sure it is included in the networks array',
  },
  invalidAppConfiguration: {
    shortMessage: 'Invalid App Configuration',
    longMessage: 'Origin is not on the allowlist - check the allowed domains of your project',
  },
  socialTimeout: {
    shortMessage: 'Invalid App Configuration',
    longMessage: 'The social login timed out - check that this domain is allowed for your project',
  },
  embeddedWalletFailed: {
    shortMessage: 'Invalid App Configuration',
    longMessage: 'The embedded wallet failed to load - check that this domain is allowed for your project',
  },
  sessionExpired: {
    shortMessage: 'Session Expired',
    longMessage: 'Invalid session - check your device time settings and reconnect',
  },
  invalidProjectId: {
    shortMessage: 'Invalid Project ID',
    longMessage: 'The project id is not valid - check it in your configuration',
  },
  projectIdNotConfigured: {
    shortMessage: 'Project ID Not Configured',
    longMessage: 'Set a project id in your configuration',
  },
} as const

export type AlertId = keyof typeof alerts
export type Alert = { id: AlertId; shortMessage: string; longMessage: string }

/** Provider error texts and the alert each maps to (each shown once). */
export const providerTextAlerts = [
  ['Unauthorized: origin not allowed', 'invalidAppConfiguration'],
  ['JWT validation error', 'sessionExpired'],
  ['Unauthorized: invalid key', 'invalidProjectId'],
] as const satisfies readonly (readonly [string, AlertId])[]

/** The alert a provider's error text calls for, if any. */
export function alertForProviderText(text: string): AlertId | undefined {
  return providerTextAlerts.find(([needle]) => text.includes(needle))?.[1]
}
