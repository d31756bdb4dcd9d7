import { embeddedStrings, embeddedEn as strings } from '@portico/i18n/embedded'
import type { Hex } from 'viem'
import { expect, test } from 'vitest'
import { describeCallsStatus } from './showCallsStatus.js'

// A batch's status in words: every EIP-5792 status code has its word, a user operation names the bundler and
// says when it is not in a block yet, and several transactions are listed one by one.

const operation: Hex = `0x${'ab'.repeat(32)}`
const tx1: Hex = `0x${'01'.repeat(32)}`
const tx2: Hex = `0x${'02'.repeat(32)}`
const statusOf = (status: number) =>
  describeCallsStatus({ status, transactionHashes: [tx1] }, strings).details[0]?.value

test('each status code reads as pending, confirmed, failed or partly confirmed', () => {
  expect(statusOf(100)).toBe('Pending')
  expect(statusOf(200)).toBe('Confirmed')
  expect(statusOf(400)).toBe('Failed')
  expect(statusOf(500)).toBe('Failed')
  expect(statusOf(600)).toBe('Partly confirmed: some calls failed')
})

test('a pending user operation: the bundler, the operation, and no transaction yet', () => {
  const description = describeCallsStatus(
    { status: 100, transactionHashes: [], userOperation: operation },
    strings,
  )
  expect(description).toEqual({
    title: 'Transaction status',
    details: [
      { label: 'Status', value: 'Pending' },
      { label: 'Sent through', value: 'The network’s bundler, as a user operation' },
      { label: 'User operation', value: operation, mono: true },
      { label: 'Transaction hash', value: 'Not in a block yet' },
    ],
  })
})

test("the EOA's transactions, one by one, in the user's language", () => {
  const description = describeCallsStatus(
    { status: 200, transactionHashes: [tx1, tx2] },
    embeddedStrings('de'),
  )
  expect(description).toEqual({
    title: 'Transaktionsstatus',
    details: [
      { label: 'Status', value: 'Bestätigt' },
      {
        label: 'Transaktions-Hash',
        children: [
          { label: 'Transaktion 1', value: tx1, mono: true },
          { label: 'Transaktion 2', value: tx2, mono: true },
        ],
      },
    ],
  })
})
