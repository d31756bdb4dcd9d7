export { originAllowed } from '@portico/server-kit/http'
