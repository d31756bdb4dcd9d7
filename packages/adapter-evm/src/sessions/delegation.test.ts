import {
  type Address,
  concat,
  encodeAbiParameters,
  getAddress,
  type Hex,
  keccak256,
  parseAbiParameters,
  toHex,
} from 'viem'
import { describe, expect, test } from 'vitest'
import { decodePermissionContext, encodePermissionContext } from './context.js'
import {
  createSessionDelegation,
  delegationHash,
  delegationSigningHash,
  delegationTypedData,
  describeSessionDelegation,
} from './delegation.js'
import { SessionRequestError } from './SessionRequestError.js'
import type { Delegation, SessionContracts, SessionPermission, SessionRequest } from './types.js'

// A session's delegation: its caveats, its hashes (computed here a second way, the way the framework's
// EncoderLib does, field by field) and its permission context.

const address = (n: number): Address => getAddress(`0x${n.toString(16).padStart(40, '0')}`)
const contracts: SessionContracts = {
  delegationManager: address(0xd0),
  enforcers: {
    erc20TransferAmount: address(0xe1),
    nativeTokenTransferAmount: address(0xe2),
    timestamp: address(0xe3),
    allowedTargets: address(0xe4),
    exactCalldata: address(0xe5),
  },
}
const account = address(0xacc)
const signer = address(0x5e55)
const token = address(0x70c)
const expiry = 1_900_000_000

const sessionRequest = (permission: SessionPermission): SessionRequest => ({
  dialect: 'execution',
  chainId: 31337,
  signer,
  permission,
  expiry,
  request: {},
})
const erc20: SessionPermission = { type: 'erc20-token-allowance', token, allowance: 10_000_000n }
const native: SessionPermission = {
  type: 'native-token-allowance',
  allowance: 10n ** 18n,
  targets: [address(1), address(2)],
}

/** The delegation hash as EncoderLib writes it: typehash, delegate, delegator, authority, caveats' hash, salt. */
function encoderLibHash(delegation: Delegation): Hex {
  const delegationTypehash = keccak256(
    toHex(
      'Delegation(address delegate,address delegator,bytes32 authority,Caveat[] caveats,uint256 salt)Caveat(address enforcer,bytes terms)',
    ),
  )
  const caveatTypehash = keccak256(toHex('Caveat(address enforcer,bytes terms)'))
  const caveatHashes = delegation.caveats.map(({ enforcer, terms }) =>
    keccak256(
      encodeAbiParameters(parseAbiParameters('bytes32, address, bytes32'), [
        caveatTypehash,
        enforcer,
        keccak256(terms),
      ]),
    ),
  )
  return keccak256(
    encodeAbiParameters(parseAbiParameters('bytes32, address, address, bytes32, bytes32, uint256'), [
      delegationTypehash,
      delegation.delegate,
      delegation.delegator,
      delegation.authority,
      keccak256(concat(caveatHashes)),
      delegation.salt,
    ]),
  )
}

describe('createSessionDelegation', () => {
  test('an ERC-20 allowance: token ‖ amount, then valid-before the expiry; root authority, unsigned', () => {
    const delegation = createSessionDelegation({
      account,
      request: sessionRequest(erc20),
      contracts,
      salt: 7n,
    })
    expect(delegation).toEqual({
      delegate: signer,
      delegator: account,
      authority: `0x${'f'.repeat(64)}`,
      caveats: [
        {
          enforcer: contracts.enforcers.erc20TransferAmount,
          terms: `${token.toLowerCase()}${(10_000_000).toString(16).padStart(64, '0')}`,
          args: '0x',
        },
        {
          enforcer: contracts.enforcers.timestamp,
          terms: `0x${'0'.repeat(32)}${expiry.toString(16).padStart(32, '0')}`,
          args: '0x',
        },
      ],
      salt: 7n,
      signature: '0x',
    })
  })

  test('a native allowance: amount, no calldata, the targets packed 20 bytes each, the expiry; no targets: no target caveat', () => {
    const delegation = createSessionDelegation({ account, request: sessionRequest(native), contracts })
    expect(delegation.caveats.map((c) => [c.enforcer, c.terms])).toEqual([
      [contracts.enforcers.nativeTokenTransferAmount, `0x${(10n ** 18n).toString(16).padStart(64, '0')}`],
      [contracts.enforcers.exactCalldata, '0x'],
      [contracts.enforcers.allowedTargets, `${address(1)}${address(2).slice(2)}`.toLowerCase()],
      [contracts.enforcers.timestamp, `0x${'0'.repeat(32)}${expiry.toString(16).padStart(32, '0')}`],
    ])
    const anyTarget = createSessionDelegation({
      account,
      request: sessionRequest({ ...native, targets: [] }),
      contracts,
    })
    expect(anyTarget.caveats.map((c) => c.enforcer)).toEqual([
      contracts.enforcers.nativeTokenTransferAmount,
      contracts.enforcers.exactCalldata,
      contracts.enforcers.timestamp,
    ])
  })

  test('the salt is random by default: two equal grants are two delegations', () => {
    const make = () => createSessionDelegation({ account, request: sessionRequest(erc20), contracts })
    expect(make().salt).not.toBe(make().salt)
    expect(delegationHash(make())).not.toBe(delegationHash(make()))
  })
})

describe('hashes', () => {
  const delegation = createSessionDelegation({
    account,
    request: sessionRequest(native),
    contracts,
    salt: 42n,
  })

  test('delegationHash is EncoderLib’s hash; a caveat’s args and the signature are not part of it', () => {
    expect(delegationHash(delegation)).toBe(encoderLibHash(delegation))
    const withArgs = {
      ...delegation,
      caveats: delegation.caveats.map((c) => ({ ...c, args: '0x1234' as Hex })),
    }
    expect(delegationHash({ ...withArgs, signature: '0xabcd' })).toBe(delegationHash(delegation))
    expect(delegationHash({ ...delegation, salt: 43n })).not.toBe(delegationHash(delegation))
  })

  test('the signing hash is 0x1901 ‖ the DelegationManager domain ‖ the delegation hash', () => {
    const domainTypehash = keccak256(
      toHex('EIP712Domain(string name,string version,uint256 chainId,address verifyingContract)'),
    )
    const domainHash = keccak256(
      encodeAbiParameters(parseAbiParameters('bytes32, bytes32, bytes32, uint256, address'), [
        domainTypehash,
        keccak256(toHex('DelegationManager')),
        keccak256(toHex('1')),
        31337n,
        contracts.delegationManager,
      ]),
    )
    const p = { chainId: 31337, delegationManager: contracts.delegationManager }
    expect(delegationSigningHash(delegation, p)).toBe(
      keccak256(concat(['0x1901', domainHash, encoderLibHash(delegation)])),
    )
    expect(delegationTypedData(delegation, p).domain).toEqual({
      name: 'DelegationManager',
      version: '1',
      chainId: 31337,
      verifyingContract: contracts.delegationManager,
    })
    expect(delegationSigningHash(delegation, { ...p, chainId: 1 })).not.toBe(
      delegationSigningHash(delegation, p),
    )
  })
})

describe('describeSessionDelegation reads back what createSessionDelegation wrote', () => {
  test.each([
    ['erc20', erc20],
    ['native with targets', native],
    ['native to any target', { ...native, targets: [] }],
  ])('%s', (_, permission) => {
    const delegation = createSessionDelegation({ account, request: sessionRequest(permission), contracts })
    expect(describeSessionDelegation(delegation, contracts)).toEqual({ signer, account, permission, expiry })
  })

  const base = () => createSessionDelegation({ account, request: sessionRequest(erc20), contracts, salt: 1n })
  const refusals: [string, (d: Delegation) => Delegation, string][] = [
    [
      'an unknown enforcer',
      (d) => ({ ...d, caveats: [...d.caveats, { enforcer: address(0xbad), terms: '0x', args: '0x' }] }),
      'caveats[2].enforcer',
    ],
    [
      'a caveat given twice',
      (d) => ({ ...d, caveats: [...d.caveats, d.caveats[0]!] }),
      'caveats[2].enforcer',
    ],
    ['no expiry', (d) => ({ ...d, caveats: [d.caveats[0]!] }), 'caveats'],
    ['no allowance', (d) => ({ ...d, caveats: [d.caveats[1]!] }), 'caveats'],
    [
      'a start time',
      (d) => ({
        ...d,
        caveats: [d.caveats[0]!, { ...d.caveats[1]!, terms: `0x${'0'.repeat(31)}1${'0'.repeat(31)}1` }],
      }),
      'caveats[1].terms',
    ],
    [
      'short terms',
      (d) => ({ ...d, caveats: [{ ...d.caveats[0]!, terms: token }, d.caveats[1]!] }),
      'caveats[0].terms',
    ],
    [
      'targets on an ERC-20 allowance',
      (d) => ({
        ...d,
        caveats: [
          ...d.caveats,
          { enforcer: contracts.enforcers.allowedTargets, terms: address(1), args: '0x' },
        ],
      }),
      'caveats',
    ],
    ['another authority', (d) => ({ ...d, authority: `0x${'1'.repeat(64)}` }), 'authority'],
  ]
  test.each(refusals)('refuses %s', (_, change, field) => {
    expect(() => describeSessionDelegation(change(base()), contracts)).toThrow(
      expect.objectContaining({ name: 'SessionRequestError', field }),
    )
  })
})

describe('permission context', () => {
  const delegations = [
    createSessionDelegation({ account, request: sessionRequest(native), contracts }),
    {
      ...createSessionDelegation({ account, request: sessionRequest(erc20), contracts }),
      signature: '0x1234' as Hex,
    },
  ]

  test('round trip: abi.encode(Delegation[]) and back', () => {
    const context = encodePermissionContext(delegations)
    expect(decodePermissionContext(context)).toEqual(delegations)
    expect(decodePermissionContext(context.toUpperCase().replace('0X', '0x') as Hex)).toEqual(delegations)
  })

  test.each([
    ['not hex', 'hello'],
    ['odd length', '0x123'],
    ['empty', '0x'],
    ['junk', `0x${'ab'.repeat(100)}`],
    ['an empty list', encodeAbiParameters(parseAbiParameters('uint256[]'), [[]])],
    ['trailing bytes', `${encodePermissionContext(delegations)}00`],
    ['too large', `0x${'00'.repeat(70_000)}`],
  ])('refuses %s', (_, context) => {
    expect(() => decodePermissionContext(context as Hex)).toThrow(
      expect.objectContaining({ name: 'SessionRequestError', field: 'permissionContext' }),
    )
    expect(() => decodePermissionContext(context as Hex)).toThrow(SessionRequestError)
  })
})
