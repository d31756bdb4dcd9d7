export type { IdpClient } from './createProvider.js'
export { IdpOptionsError } from './errors.js'
export type { SocialProvider } from './providers.js'
export {
  type Idp,
  type ProviderEndpoints,
  type SocialSettings,
  type StartIdpParameters,
  startIdp,
} from './startIdp.js'
export { defaultUsers, type TestUser } from './users.js'
