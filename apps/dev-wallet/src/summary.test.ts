import { parseEther, toHex } from 'viem'
import { describe, expect, it } from 'vitest'
import { messageText, summarizeTransaction } from './summary.js'

const chain = { id: 31337, name: 'Anvil', rpcUrl: 'http://127.0.0.1:8545' }

describe('summary', () => {
  it('shows personal_sign hex as text when it is printable UTF-8, else as hex', () => {
    expect(messageText(toHex('Hello,\nPortico ✓'))).toBe('Hello,\nPortico ✓')
    expect(messageText('plain text')).toBe('plain text')
    expect(messageText('0xdeadbeef')).toBe('0xdeadbeef')
    expect(messageText('0x0001')).toBe('0x0001')
  })

  it('lists to, value, data and network for a transaction', () => {
    const to = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
    expect(summarizeTransaction({ to, value: parseEther('1.5'), data: '0xa9059cbb' }, chain)).toBe(
      [`To: ${to}`, 'Value: 1.5 ETH', 'Data: 0xa9059cbb', 'Network: Anvil (31337)'].join('\n'),
    )
  })
})
