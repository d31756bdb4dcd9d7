import { describe, expect, it } from 'vitest'
import { operationSign } from './operationSign.js'

describe('operationSign', () => {
  it.each(['receive', 'deposit', 'borrow', 'claim'])('%s → +', (type) => {
    expect(operationSign(type)).toBe('+')
  })

  it.each(['withdraw', 'repay', 'burn'])('%s → -', (type) => {
    expect(operationSign(type)).toBe('-')
  })

  it.each(['send', 'trade', 'approve', 'mint', 'execute', 'stake', '', 'Receive'])('%j → empty', (type) => {
    expect(operationSign(type)).toBe('')
  })
})
