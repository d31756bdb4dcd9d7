export { rawRequestStatus } from './rawRequest.js'
