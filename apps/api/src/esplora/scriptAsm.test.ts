import { describe, expect, test } from 'vitest'
import { scriptAsm, scriptType } from './scriptAsm.js'

const hash20 = '11'.repeat(20)
const hash32 = '22'.repeat(32)

describe('scriptAsm and scriptType', () => {
  test('standard output scripts', () => {
    expect(scriptAsm(`0014${hash20}`)).toBe(`OP_0 OP_PUSHBYTES_20 ${hash20}`)
    expect(scriptType(`0014${hash20}`)).toBe('v0_p2wpkh')
    expect(scriptAsm(`76a914${hash20}88ac`)).toBe(
      `OP_DUP OP_HASH160 OP_PUSHBYTES_20 ${hash20} OP_EQUALVERIFY OP_CHECKSIG`,
    )
    expect(scriptType(`76a914${hash20}88ac`)).toBe('p2pkh')
    expect(scriptAsm(`a914${hash20}87`)).toBe(`OP_HASH160 OP_PUSHBYTES_20 ${hash20} OP_EQUAL`)
    expect(scriptType(`a914${hash20}87`)).toBe('p2sh')
    expect(scriptType(`0020${hash32}`)).toBe('v0_p2wsh')
    expect(scriptAsm(`5120${hash32}`)).toBe(`OP_PUSHNUM_1 OP_PUSHBYTES_32 ${hash32}`)
    expect(scriptType(`5120${hash32}`)).toBe('v1_p2tr')
    expect(scriptType(`21${'02'.repeat(33)}ac`)).toBe('p2pk')
    expect(scriptType(`5121${'02'.repeat(33)}51ae`)).toBe('multisig')
    expect(scriptType('')).toBe('empty')
    expect(scriptType('51')).toBe('unknown')
  })

  test('OP_RETURN, PUSHDATA, unknown opcodes and truncated pushes', () => {
    expect(scriptAsm('6a0568656c6c6f')).toBe('OP_RETURN OP_PUSHBYTES_5 68656c6c6f')
    expect(scriptType('6a0568656c6c6f')).toBe('op_return')
    expect(scriptAsm(`4c02abcd`)).toBe('OP_PUSHDATA1 abcd')
    expect(scriptAsm(`4d0200abcd`)).toBe('OP_PUSHDATA2 abcd')
    expect(scriptAsm('4f50609fb1b2baff')).toBe(
      'OP_PUSHNUM_NEG1 OP_RESERVED OP_PUSHNUM_16 OP_LESSTHAN OP_CLTV OP_CSV OP_CHECKSIGADD OP_INVALIDOPCODE',
    )
    expect(scriptAsm('bb')).toBe('OP_RETURN_187')
    expect(scriptAsm('05abcd')).toBe('OP_PUSHBYTES_5 <push past end>')
    expect(scriptAsm('4d01')).toBe('<unexpected end>')
    expect(scriptAsm('')).toBe('')
  })
})
