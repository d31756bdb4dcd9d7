import { afterEach, describe, expect, test } from 'vitest'
import { queryDeep, settle } from '../test/dom.js'
import { inHole, QR_QUIET_ZONE, type QrMatrix, qrMatrix } from './QrCode.js'
import './QrCode.js'

afterEach(() => {
  document.body.innerHTML = ''
})

// A pairing URI of the shape WalletConnect v2 uses (topic and key are 32 bytes of hex).
const URI = `wc:${'7f'.repeat(32)}@2?relay-protocol=irn&symKey=${'a1'.repeat(32)}&expiryTimestamp=1767225600`

/** The 15 format bits around the top-left finder, as ISO/IEC 18004 places them. */
function formatBits(dark: QrMatrix['dark']): number {
  const at = (x: number, y: number) => (dark[y]?.[x] ? 1 : 0)
  const positions: [number, number][] = [
    ...[0, 1, 2, 3, 4, 5].map((i): [number, number] => [8, i]),
    [8, 7],
    [8, 8],
    [7, 8],
    ...[9, 10, 11, 12, 13, 14].map((i): [number, number] => [14 - i, 8]),
  ]
  return positions.reduce((bits, [x, y], i) => bits | (at(x, y) << i), 0)
}

/** The BCH(15,5) remainder of 5 data bits (generator 0x537). */
function bch(data: number): number {
  let rem = data
  for (let i = 0; i < 10; i++) rem = (rem << 1) ^ ((rem >>> 9) * 0x537)
  return rem & 0x3ff
}

/** Reads the dark modules back from the rendered SVG: the dots path and the three eyes. */
function readBack(svgElement: SVGElement): Set<string> {
  const d = svgElement.querySelector('.dots')?.getAttribute('d') ?? ''
  const dots = new Set<string>()
  for (const match of d.matchAll(/M([\d.]+) ([\d.]+)a/g)) {
    const x = Math.round(Number(match[1]) + 0.42 - 0.5) - QR_QUIET_ZONE
    const y = Math.round(Number(match[2]) - 0.5) - QR_QUIET_ZONE
    dots.add(`${x},${y}`)
  }
  return dots
}

describe('qrMatrix', () => {
  test('a WalletConnect URI gives a well-formed code: size, finder patterns, timing, format at level Q', () => {
    const matrix = qrMatrix(URI)
    const { size, dark } = matrix
    expect((size - 17) % 4).toBe(0)
    const version = (size - 17) / 4
    expect(version).toBeGreaterThanOrEqual(1)
    expect(version).toBeLessThanOrEqual(40)
    // Finder patterns: a 7×7 dark ring, a light ring, a 3×3 dark centre, at three corners.
    const finder = (ox: number, oy: number) => {
      for (let y = 0; y < 7; y++)
        for (let x = 0; x < 7; x++) {
          const ring = Math.max(Math.abs(x - 3), Math.abs(y - 3))
          expect(dark[oy + y]?.[ox + x], `finder at ${ox},${oy}: ${x},${y}`).toBe(ring !== 2)
          expect(matrix.eye(ox + x, oy + y)).toBe(true)
        }
    }
    finder(0, 0)
    finder(size - 7, 0)
    finder(0, size - 7)
    // Timing patterns alternate between the finders, on row 6 and column 6.
    for (let i = 8; i < size - 8; i++) {
      expect(dark[6]?.[i]).toBe(i % 2 === 0)
      expect(dark[i]?.[6]).toBe(i % 2 === 0)
    }
    // Format information: a valid BCH code word saying error correction level Q (binary 11).
    const unmasked = formatBits(dark) ^ 0x5412
    const data = unmasked >>> 10
    expect(bch(data)).toBe(unmasked & 0x3ff)
    expect(data >>> 3).toBe(0b11)
    // The dark module beside the bottom-left finder.
    expect(dark[4 * version + 9]?.[8]).toBe(true)
  })

  test('the logo hole is centred, odd and at most a fifth of the side', () => {
    const { size, hole } = qrMatrix(URI, { logo: true })
    expect(hole % 2).toBe(1)
    expect(hole).toBeLessThanOrEqual(size / 5)
    expect(qrMatrix(URI).hole).toBe(0)
    const centre = (size - 1) / 2
    expect(inHole({ size, hole }, centre, centre)).toBe(true)
    expect(inHole({ size, hole }, 0, 0)).toBe(false)
  })
})

describe('<portico-qr-code>', () => {
  test('draws every dark module of the matrix (the eyes as rounded squares), labelled', async () => {
    const element = document.createElement('portico-qr-code')
    element.value = URI
    element.label = 'QR code'
    document.body.append(element)
    await settle()
    const svgElement = queryDeep<SVGElement>(element, 'svg') as SVGElement
    expect(svgElement.getAttribute('aria-label')).toBe('QR code')
    const matrix = qrMatrix(URI)
    const side = matrix.size + 2 * QR_QUIET_ZONE
    expect(svgElement.getAttribute('viewBox')).toBe(`0 0 ${side} ${side}`)
    const expected = new Set<string>()
    for (let y = 0; y < matrix.size; y++)
      for (let x = 0; x < matrix.size; x++)
        if (matrix.dark[y]?.[x] && !matrix.eye(x, y)) expected.add(`${x},${y}`)
    expect(readBack(svgElement)).toEqual(expected)
    expect(svgElement.querySelectorAll('.eye-outer')).toHaveLength(3)
    expect(svgElement.querySelectorAll('.eye-inner')).toHaveLength(3)
  })

  test('with a wallet, its image sits in a blank centre; without a value, a placeholder', async () => {
    const element = document.createElement('portico-qr-code')
    element.label = 'QR code'
    element.imageName = 'Portico Wallet'
    document.body.append(element)
    await settle()
    expect(queryDeep(element, '.placeholder')?.getAttribute('aria-busy')).toBe('true')
    expect(queryDeep(element, 'svg')).toBeUndefined()
    element.value = URI
    await settle()
    const matrix = qrMatrix(URI, { logo: true })
    const dots = readBack(queryDeep<SVGElement>(element, 'svg') as SVGElement)
    for (const dot of dots) {
      const [x, y] = dot.split(',').map(Number) as [number, number]
      expect(inHole(matrix, x, y)).toBe(false)
    }
    expect(queryDeep(element, '.logo portico-wallet-image')).toBeDefined()
  })
})
