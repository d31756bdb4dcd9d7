export { type BodyLimitOptions, bodyLimit } from './bodyLimit.js'
export { type ClientIpOptions, clientIp } from './clientIp.js'
export { originAllowed, parseOrigin } from './origins.js'
export {
  createRateLimiter,
  PROJECT_REQUESTS_PER_CLIENT,
  type RateLimiter,
  type RateLimiterOptions,
  type RateLimitVerdict,
  refusal,
} from './rateLimit.js'
export { createPostgresRateLimiter } from './rateLimitPostgres.js'
export { requestHeader } from './requestHeader.js'
export { dataCsp, type SecurityHeadersOptions, securityHeaders } from './securityHeaders.js'
export {
  isUnstorableText,
  jsonBody,
  maxJsonDepth,
  nestsDeeperThan,
  ValidationError,
  validate,
} from './validate.js'
