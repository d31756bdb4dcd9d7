const encoder = new TextEncoder()
const PREFIX = encoder.encode('<Bytes>')
const POSTFIX = encoder.encode('</Bytes>')
const ETHEREUM = encoder.encode('\x19Ethereum Signed Message:\n')

const startsWith = (bytes: Uint8Array, part: Uint8Array, at = 0) =>
  at >= 0 && bytes.length >= at + part.length && part.every((byte, i) => bytes[at + i] === byte)

/**
 * A message as polkadot-js extensions sign raw bytes: inside `<Bytes>…</Bytes>`, unless it is wrapped already
 * or is an Ethereum-style message (starts with `\x19Ethereum Signed Message:\n`), which are signed as they are.
 * Wrapping twice changes nothing.
 */
export function wrapBytes(message: Uint8Array): Uint8Array {
  const wrapped =
    message.length >= PREFIX.length + POSTFIX.length &&
    startsWith(message, PREFIX) &&
    startsWith(message, POSTFIX, message.length - POSTFIX.length)
  if (wrapped || startsWith(message, ETHEREUM)) return message
  const out = new Uint8Array(PREFIX.length + message.length + POSTFIX.length)
  out.set(PREFIX)
  out.set(message, PREFIX.length)
  out.set(POSTFIX, PREFIX.length + message.length)
  return out
}
