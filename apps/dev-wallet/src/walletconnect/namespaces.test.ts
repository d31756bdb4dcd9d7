import { describe, expect, it } from 'vitest'
import { approveNamespaces, requestedNamespaces, type WalletNamespace, withAccount } from './namespaces.js'

const evmAddress = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const solanaAddress = 'Fx7xGLfn2oRNtWfYrmTmMFvqPbeQC3gUgPcbY7Kp1yBp'
const solanaChain = 'solana:4sGjMW1sUnHzSxGspuhpqLDx6wiyjNtZ'

const wallet: Record<string, WalletNamespace> = {
  eip155: {
    chains: ['eip155:31337', 'eip155:31338'],
    address: evmAddress,
    methods: ['personal_sign', 'eth_sendTransaction'],
    events: ['chainChanged', 'accountsChanged'],
  },
  solana: { chains: [solanaChain], address: solanaAddress, methods: ['solana_signMessage'], events: [] },
}

describe('requestedNamespaces', () => {
  it('merges required and optional namespaces and folds chain-keyed entries into their namespace', () => {
    expect(
      requestedNamespaces(
        { eip155: { chains: ['eip155:31337'], methods: ['personal_sign'], events: ['chainChanged'] } },
        {
          eip155: { chains: ['eip155:1'], methods: ['eth_sendTransaction'], events: [] },
          [solanaChain]: { methods: ['solana_signMessage'], events: [] },
        },
      ),
    ).toEqual([
      {
        namespace: 'eip155',
        required: true,
        chains: ['eip155:31337', 'eip155:1'],
        methods: ['personal_sign', 'eth_sendTransaction'],
        events: ['chainChanged'],
      },
      {
        namespace: 'solana',
        required: false,
        chains: [solanaChain],
        methods: ['solana_signMessage'],
        events: [],
      },
    ])
  })
})

describe('approveNamespaces', () => {
  it('approves the asked chains it serves, with its methods and events and one account per chain', () => {
    const { namespaces, problems } = approveNamespaces(
      {
        requiredNamespaces: {},
        optionalNamespaces: {
          eip155: { chains: ['eip155:31337', 'eip155:1'], methods: ['personal_sign'], events: [] },
          solana: { chains: [solanaChain], methods: ['solana_signMessage'], events: [] },
        },
      },
      wallet,
    )
    expect(problems).toEqual([])
    expect(namespaces).toEqual({
      eip155: {
        chains: ['eip155:31337'],
        accounts: [`eip155:31337:${evmAddress}`],
        methods: ['personal_sign', 'eth_sendTransaction'],
        events: ['chainChanged', 'accountsChanged'],
      },
      solana: {
        chains: [solanaChain],
        accounts: [`${solanaChain}:${solanaAddress}`],
        methods: ['solana_signMessage'],
        events: [],
      },
    })
  })

  it('offers all its chains when the dapp asked for none of them, and adds required methods', () => {
    const { namespaces } = approveNamespaces(
      {
        requiredNamespaces: {
          eip155: { chains: [], methods: ['eth_signTypedData_v4'], events: ['connect'] },
        },
      },
      { eip155: wallet.eip155! },
    )
    expect(namespaces.eip155?.chains).toEqual(['eip155:31337', 'eip155:31338'])
    expect(namespaces.eip155?.methods).toContain('eth_signTypedData_v4')
    expect(namespaces.eip155?.events).toContain('connect')
  })

  it('lists what a required namespace asks and the wallet lacks', () => {
    expect(
      approveNamespaces(
        {
          requiredNamespaces: {
            'eip155:1': { methods: [], events: [] },
            polkadot: { chains: ['polkadot:91b171bb158e2d3848fa23a9f1c25182'], methods: [], events: [] },
          },
        },
        wallet,
      ).problems,
    ).toEqual([
      'This wallet has no polkadot accounts.',
      'This wallet does not serve the required chain eip155:1.',
    ])
    expect(approveNamespaces({ optionalNamespaces: {} }, wallet).problems).toEqual([
      'The dapp asks for no namespace this wallet serves.',
    ])
  })
})

describe('withAccount', () => {
  it('moves every chain of the namespace to the new account and adds a chain when asked', () => {
    const { namespaces } = approveNamespaces(
      { optionalNamespaces: { eip155: { chains: ['eip155:31337'], methods: [], events: [] } } },
      wallet,
    )
    const other = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
    expect(withAccount(namespaces, 'eip155', other, 'eip155:31338').eip155).toMatchObject({
      chains: ['eip155:31337', 'eip155:31338'],
      accounts: [`eip155:31337:${other}`, `eip155:31338:${other}`],
    })
    expect(withAccount(namespaces, 'solana', solanaAddress)).toBe(namespaces)
  })
})
