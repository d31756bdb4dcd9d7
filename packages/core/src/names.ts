// Entry @portico/core/names: account names (rules, availability, suggestions, registration). The
// config's own profile-name lookup (`watchProfileName`) is in the main entry.

export {
  ACCOUNT_NAME_MAX_LENGTH,
  ACCOUNT_NAME_MIN_LENGTH,
  type AccountNameRuleBreak,
  accountNameLabel,
  accountNameRuleBreak,
  fullAccountName,
} from './actions/names/accountNameRules.js'
export {
  type CheckAccountNameErrorType,
  type CheckAccountNameReturnType,
  checkAccountName,
} from './actions/names/checkAccountName.js'
export {
  type AccountNameSuggestion,
  getAccountNameSuggestions,
} from './actions/names/getAccountNameSuggestions.js'
export {
  type NameContext,
  type NamesDependencies,
  type NamesUnsupportedReason,
  nameContext,
} from './actions/names/namesTypes.js'
export {
  type RegisterAccountNameErrorType,
  type RegisterAccountNameReturnType,
  registerAccountName,
} from './actions/names/registerAccountName.js'
