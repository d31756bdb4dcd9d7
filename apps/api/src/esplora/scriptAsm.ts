/** Opcode names from 0x61 (OP_NOP) to 0xba (OP_CHECKSIGADD), in order, as Esplora's asm spells them. */
const NAMED =
  `NOP VER IF NOTIF VERIF VERNOTIF ELSE ENDIF VERIFY RETURN TOALTSTACK FROMALTSTACK 2DROP 2DUP 3DUP
2OVER 2ROT 2SWAP IFDUP DEPTH DROP DUP NIP OVER PICK ROLL ROT SWAP TUCK CAT SUBSTR LEFT RIGHT SIZE INVERT AND
OR XOR EQUAL EQUALVERIFY RESERVED1 RESERVED2 1ADD 1SUB 2MUL 2DIV NEGATE ABS NOT 0NOTEQUAL ADD SUB MUL DIV
MOD LSHIFT RSHIFT BOOLAND BOOLOR NUMEQUAL NUMEQUALVERIFY NUMNOTEQUAL LESSTHAN GREATERTHAN LESSTHANOREQUAL
GREATERTHANOREQUAL MIN MAX WITHIN RIPEMD160 SHA1 SHA256 HASH160 HASH256 CODESEPARATOR CHECKSIG CHECKSIGVERIFY
CHECKMULTISIG CHECKMULTISIGVERIFY NOP1 CLTV CSV NOP4 NOP5 NOP6 NOP7 NOP8 NOP9 NOP10 CHECKSIGADD`.split(/\s+/)

const opcodeName = (op: number): string => {
  if (op === 0) return 'OP_0'
  if (op === 0x4f) return 'OP_PUSHNUM_NEG1'
  if (op === 0x50) return 'OP_RESERVED'
  if (op >= 0x51 && op <= 0x60) return `OP_PUSHNUM_${op - 0x50}`
  if (op >= 0x61 && op <= 0xba) return `OP_${NAMED[op - 0x61]}`
  if (op === 0xff) return 'OP_INVALIDOPCODE'
  return `OP_RETURN_${op}`
}

/**
 * A script (hex) as Esplora's `*_asm` fields show it: `OP_0 OP_PUSHBYTES_20 <hex>`,
 * `OP_DUP OP_HASH160 OP_PUSHBYTES_20 <hex> OP_EQUALVERIFY OP_CHECKSIG`; a push running past the end
 * shows `<push past end>`.
 */
export function scriptAsm(hex: string): string {
  const bytes = Buffer.from(hex, 'hex')
  const parts: string[] = []
  let i = 0
  while (i < bytes.length) {
    const op = bytes[i++] as number
    let length: number | undefined
    let name: string
    if (op >= 0x01 && op <= 0x4b) {
      length = op
      name = `OP_PUSHBYTES_${op}`
    } else if (op >= 0x4c && op <= 0x4e) {
      const width = op === 0x4c ? 1 : op === 0x4d ? 2 : 4
      if (i + width > bytes.length) {
        parts.push('<unexpected end>')
        break
      }
      length = bytes.readUIntLE(i, width)
      i += width
      name = `OP_PUSHDATA${width}`
    } else {
      parts.push(opcodeName(op))
      continue
    }
    if (i + length > bytes.length) {
      parts.push(name, '<push past end>')
      break
    }
    parts.push(length > 0 ? `${name} ${bytes.subarray(i, i + length).toString('hex')}` : name)
    i += length
  }
  return parts.join(' ')
}

/**
 * Esplora's `scriptpubkey_type` of an output script (hex): `p2pkh`, `p2sh`, `v0_p2wpkh`, `v0_p2wsh`,
 * `v1_p2tr`, `p2pk`, `multisig`, `op_return`, `empty`, else `unknown`.
 */
export function scriptType(hex: string): string {
  const b = Buffer.from(hex, 'hex')
  const n = b.length
  if (n === 0) return 'empty'
  if (b[0] === 0x6a) return 'op_return'
  if (n === 25 && b[0] === 0x76 && b[1] === 0xa9 && b[2] === 0x14 && b[23] === 0x88 && b[24] === 0xac)
    return 'p2pkh'
  if (n === 23 && b[0] === 0xa9 && b[1] === 0x14 && b[22] === 0x87) return 'p2sh'
  if (n === 22 && b[0] === 0x00 && b[1] === 0x14) return 'v0_p2wpkh'
  if (n === 34 && b[0] === 0x00 && b[1] === 0x20) return 'v0_p2wsh'
  if (n === 34 && b[0] === 0x51 && b[1] === 0x20) return 'v1_p2tr'
  if ((n === 35 && b[0] === 33) || (n === 67 && b[0] === 65)) return b[n - 1] === 0xac ? 'p2pk' : 'unknown'
  const m = b[0] as number
  const last = b[n - 2] as number
  if (b[n - 1] === 0xae && m >= 0x51 && m <= 0x60 && last >= 0x51 && last <= 0x60) return 'multisig'
  return 'unknown'
}
