export { originAllowed, parseOrigin } from '@portico/server-kit/http'
