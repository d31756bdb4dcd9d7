import { describe, expect, it } from 'vitest'
import { BaseError } from '../errors/base.js'
import { InvalidDecimalNumberError, InvalidDecimalsError } from './errors.js'

describe('InvalidDecimalNumberError', () => {
  it('is a BaseError carrying the offending value', () => {
    const error = new InvalidDecimalNumberError('1.2.3')
    expect(error).toBeInstanceOf(BaseError)
    expect(error).toBeInstanceOf(Error)
    expect(error.name).toBe('InvalidDecimalNumberError')
    expect(error.message).toBe('Number "1.2.3" is not a valid decimal number.')
    expect(error.value).toBe('1.2.3')
  })
})

describe('InvalidDecimalsError', () => {
  it('is a BaseError carrying the offending decimals', () => {
    const error = new InvalidDecimalsError(-1)
    expect(error).toBeInstanceOf(BaseError)
    expect(error.name).toBe('InvalidDecimalsError')
    expect(error.message).toBe('Decimals "-1" must be a non-negative integer.')
    expect(error.decimals).toBe(-1)
  })
})
