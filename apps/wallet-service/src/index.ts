export {
  loadWalletServiceConfig,
  type ProjectConfig,
  type WalletServiceConfig,
  WalletServiceConfigError,
  type WalletServiceConfigInput,
} from './config.js'
export {
  AuthError,
  CodeRefusedError,
  MailFailedError,
  NotLoggedInError,
  RateLimitedError,
  ValidationError,
} from './errors.js'
export {
  type CaughtMail,
  type MailCatcher,
  type StartMailCatcherParameters,
  startMailCatcher,
  type WaitForMailParameters,
} from './mail/catcher.js'
export { extractCode, extractLink } from './mail/extract.js'
export { type MailLanguage, type MailStrings, mailStrings } from './mail/strings.js'
export { type StartWalletServiceOptions, startWalletService, type WalletService } from './server.js'
