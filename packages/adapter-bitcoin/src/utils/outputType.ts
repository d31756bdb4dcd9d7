export type OutputType = 'p2pkh' | 'p2sh' | 'p2wpkh' | 'p2wsh' | 'p2tr'

/** The standard type of an output script, or `undefined` for anything else. */
export function outputTypeOf(script: Uint8Array): OutputType | undefined {
  const [a, b, c] = script
  if (
    script.length === 25 &&
    a === 0x76 &&
    b === 0xa9 &&
    c === 0x14 &&
    script[23] === 0x88 &&
    script[24] === 0xac
  )
    return 'p2pkh'
  if (script.length === 23 && a === 0xa9 && b === 0x14 && script[22] === 0x87) return 'p2sh'
  if (script.length === 22 && a === 0x00 && b === 0x14) return 'p2wpkh'
  if (script.length === 34 && a === 0x00 && b === 0x20) return 'p2wsh'
  if (script.length === 34 && a === 0x51 && b === 0x20) return 'p2tr'
  return undefined
}

export const isWitnessType = (type: OutputType) => type !== 'p2pkh' && type !== 'p2sh'
