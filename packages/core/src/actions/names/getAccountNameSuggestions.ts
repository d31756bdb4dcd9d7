import { accountNameLabel, fullAccountName } from './accountNameRules.js'
import { type NamesDependencies, nameContext } from './namesTypes.js'

/** A free name like the typed one: its label and full name (`label.zone`). */
export type AccountNameSuggestion = { label: string; name: string }

/**
 * Free names like the typed one, from the API's suggestions (registered ones left out). Empty when names
 * are not offered for the active account or nothing usable was typed. Throws `NameSuggestionsError`
 * ('Error fetching name suggestions') when the API fails.
 *
 * @example
 * const suggestions = await getAccountNameSuggestions(config, 'ali') // [{ label: 'ali0', name: 'ali0.portico.id' }, ...]
 */
export async function getAccountNameSuggestions(
  deps: Pick<NamesDependencies, 'api' | 'account' | 'network'>,
  input: string,
): Promise<AccountNameSuggestion[]> {
  const { context } = nameContext(deps)
  if (!context) return []
  const zone = context.api.namesZone
  const typed = accountNameLabel(input, zone).replace(/[^a-z0-9-]/g, '')
  if (!typed) return []
  const { suggestions } = await context.api.getNameSuggestions({
    name: typed,
    caipNetworkId: context.network.caipNetworkId,
  })
  const suffix = `.${zone.toLowerCase()}`
  return suggestions
    .filter((suggestion) => suggestion.registered !== true)
    .map((suggestion) => {
      const lower = suggestion.name.toLowerCase()
      const label = lower.endsWith(suffix) ? lower.slice(0, -suffix.length) : lower
      return { label, name: fullAccountName(label, zone) }
    })
    .filter((suggestion) => /^[a-z0-9-]{4,63}$/.test(suggestion.label))
}
