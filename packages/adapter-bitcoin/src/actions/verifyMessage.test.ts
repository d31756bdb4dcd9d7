import { describe, expect, test } from 'vitest'
import { bitcoinMainnet } from '../chains.js'
import { bip322MessageHash } from '../utils/bip322.js'
import { toHex, utf8 } from '../utils/bytes.js'
import { verifyMessage } from './verifyMessage.js'

// BIP-322's test vectors (private key L3VFeEujGtevx9w18HD1fhRbCH67Az2dpCymeRE1SoPK3XQtaGfZ).
const address = 'bc1q9vza2e8x573nczrlzms0wvx3gsqjx7vavgkx0l'
const helloWorld =
  'AkcwRAIgZRfIY3p7/DoVTty6YZbWS71bc5Vct9p9Fia83eRmw2QCICK/ENGfwLtptFluMGs2KsqoNSk89pO7F29zJLUx9a/sASECx/EgAxlkQpQ9hYjgGu6EBCPMVPwVIVJqO4XCsMvViHI='
const empty =
  'AkcwRAIgM2gBAQqvZX15ZiysmKmQpDrG83avLIT492QBzLnQIxYCIBaTpOaD20qRlEylyxFSeEA2ba9YOixpX8z46TSDtS40ASECx/EgAxlkQpQ9hYjgGu6EBCPMVPwVIVJqO4XCsMvViHI='
const taproot = 'bc1ppv609nr0vr25u07u95waq5lucwfm6tde4nydujnu8npg4q75mr5sxq8lt3'
const taprootHelloWorld =
  'AUHd69PrJQEv+oKTfZ8l+WROBHuy9HKrbFCJu7U1iK2iiEy1vMU5EfMtjc+VSHM7aU0SDbak5IUZRVno2P5mjSafAQ=='

describe('verifyMessage', () => {
  test('message hashes of BIP-322', () => {
    expect(toHex(bip322MessageHash(utf8('')))).toBe(
      'c90c269c4f8fcbe6880f72a721ddfbf1914268a794cbb21cfafee13770ae19f1',
    )
    expect(toHex(bip322MessageHash(utf8('Hello World')))).toBe(
      'f0eb03b1a75ac6d9847f55c624a99169b5dccba2a31f5b23bea77ba270de0a7a',
    )
  })

  test('BIP-322 simple signatures of p2wpkh and p2tr', () => {
    expect(verifyMessage(bitcoinMainnet, { address, message: 'Hello World', signature: helloWorld })).toBe(
      true,
    )
    expect(verifyMessage(bitcoinMainnet, { address, message: '', signature: empty })).toBe(true)
    expect(verifyMessage(bitcoinMainnet, { address, message: '', signature: helloWorld })).toBe(false)
    expect(verifyMessage(bitcoinMainnet, { address, message: 'Hello World', signature: empty })).toBe(false)
    expect(
      verifyMessage(bitcoinMainnet, {
        address: taproot,
        message: 'Hello World',
        signature: taprootHelloWorld,
      }),
    ).toBe(true)
    expect(
      verifyMessage(bitcoinMainnet, { address: taproot, message: 'Hello', signature: taprootHelloWorld }),
    ).toBe(false)
  })

  test('garbage, other addresses and other networks are false, never a throw', () => {
    const other = 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq'
    expect(
      verifyMessage(bitcoinMainnet, { address: other, message: 'Hello World', signature: helloWorld }),
    ).toBe(false)
    expect(verifyMessage(bitcoinMainnet, { address, message: 'x', signature: '%%%' })).toBe(false)
    expect(verifyMessage(bitcoinMainnet, { address, message: 'x', signature: '' })).toBe(false)
    expect(verifyMessage(bitcoinMainnet, { address: 'nope', message: 'x', signature: helloWorld })).toBe(
      false,
    )
  })
})
