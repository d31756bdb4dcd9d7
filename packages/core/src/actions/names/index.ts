export {
  ACCOUNT_NAME_MAX_LENGTH,
  ACCOUNT_NAME_MIN_LENGTH,
  type AccountNameRuleBreak,
  accountNameLabel,
  accountNameRuleBreak,
  fullAccountName,
} from './accountNameRules.js'
export {
  type CheckAccountNameErrorType,
  type CheckAccountNameReturnType,
  checkAccountName,
} from './checkAccountName.js'
export { type AccountNameSuggestion, getAccountNameSuggestions } from './getAccountNameSuggestions.js'
export {
  type NameContext,
  type NamesDependencies,
  type NamesUnsupportedReason,
  nameContext,
} from './namesTypes.js'
export {
  type RegisterAccountNameErrorType,
  type RegisterAccountNameReturnType,
  registerAccountName,
} from './registerAccountName.js'
export { fetchProfileName, watchProfileName } from './watchProfileName.js'
