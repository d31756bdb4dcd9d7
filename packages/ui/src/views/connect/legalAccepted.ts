import type { Config } from '@portico/core'

/** True while the legal checkbox is on and not ticked: the wallet list and the e-mail field are held back. */
export function legalPending(config: Config): boolean {
  return config.options.state.features.legalCheckbox && config.storage.getItem('legalAccepted') !== true
}

/** Remembers (in the config's storage, `portico.legalAccepted`) whether the person ticked the box. */
export function setLegalAccepted(config: Config, accepted: boolean): void {
  if (accepted) config.storage.setItem('legalAccepted', true)
  else config.storage.removeItem('legalAccepted')
}
