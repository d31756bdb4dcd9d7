// Byte helpers shared by the frame's modules: the format's own (encodings, wiping secrets) and the frame's
// base64url.
import { toBase64 } from '@portico/recover'

export { arrayBuffer, equalBytes, fromBase64, randomBytes, toBase64, wipe } from '@portico/recover'

export function toBase64Url(bytes: Uint8Array): string {
  return toBase64(bytes).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')
}
