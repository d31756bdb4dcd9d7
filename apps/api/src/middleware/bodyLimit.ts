export { type BodyLimitOptions, bodyLimit } from '@portico/server-kit/http'
