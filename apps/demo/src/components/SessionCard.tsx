import { sendWithSession } from '@portico/adapter-evm/sessions'
import {
  type ExecutionPermissionFailure,
  type GrantedExecutionPermission,
  requestExecutionPermissions,
} from '@portico/core/sessions'
import { useAccount, useConfig, useNetwork } from '@portico/react'
import { useEffect, useId, useState } from 'react'
import {
  type Address,
  createPublicClient,
  createWalletClient,
  encodeFunctionData,
  formatEther,
  type Hex,
  http,
  isAddress,
  parseAbi,
} from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import type { DemoChain } from '../world.js'
import { Card } from './Card.js'
import { errorText } from './errorText.js'

// An app's side of a session (ERC-7715 permissions redeemed as ERC-7710 delegations): this page holds a key of its
// own, asks the wallet to let that key move up to 10 USDC for one hour, and then sends USDC with it — no prompt,
// the contracts on chain hold the limit and the expiry. The key pays its own gas; on the devnet, send it some ETH.
const LIMIT = 10_000_000n
const AMOUNT = 4_000_000n
const HOUR = 3600
const STORAGE_KEY = 'portico-demo:session'
const erc20 = parseAbi(['function transfer(address to, uint256 amount) returns (bool)'])

type Stored = { key: Hex; session: GrantedExecutionPermission }

const load = (): Stored | undefined => {
  const text = window.sessionStorage.getItem(STORAGE_KEY)
  if (!text) return undefined
  return JSON.parse(text, (_, value) =>
    typeof value === 'string' && value.startsWith('bigint:') ? BigInt(value.slice(7)) : value,
  ) as Stored
}
const save = (stored: Stored | undefined) => {
  if (!stored) return window.sessionStorage.removeItem(STORAGE_KEY)
  const text = JSON.stringify(stored, (_, value) => (typeof value === 'bigint' ? `bigint:${value}` : value))
  window.sessionStorage.setItem(STORAGE_KEY, text)
}

/** Why the wallet did not grant it, in the demo's words. */
function refusal(outcome: ExecutionPermissionFailure): string {
  switch (outcome.status) {
    case 'rejected':
      return 'Declined in your wallet. Nothing was granted.'
    case 'unsupported':
      return 'This wallet does not grant session permissions on this network.'
    case 'unauthorized':
      return 'The wallet refused: sessions need the smart account (Account → Account type → Smart account).'
    case 'notConnected':
      return 'Connect a wallet first.'
    case 'failed':
      return errorText(outcome.error)
  }
}

export function SessionCard({ chain }: { chain: DemoChain }) {
  const config = useConfig()
  const { address } = useAccount()
  const { caipNetwork } = useNetwork()
  const usdc = chain.tokens.find((token) => token.symbol === 'USDC')
  const [stored, setStored] = useState(load)
  const [pending, setPending] = useState<'grant' | 'send' | undefined>()
  const [error, setError] = useState<string>()
  const [sent, setSent] = useState<Hex>()
  const [gas, setGas] = useState<bigint>()
  const [recipient, setRecipient] = useState('')
  const recipientId = useId()
  const reader = createPublicClient({ transport: http(chain.rpcUrl) })
  const signer = stored ? privateKeyToAccount(stored.key) : undefined
  const signerAddress = signer?.address

  // The key's ETH (its gas), read every 2 s while the page holds a session.
  useEffect(() => {
    if (!signerAddress) return
    const client = createPublicClient({ transport: http(chain.rpcUrl) })
    const read = () => void client.getBalance({ address: signerAddress }).then(setGas, () => undefined)
    read()
    const timer = setInterval(read, 2000)
    return () => clearInterval(timer)
  }, [signerAddress, chain.rpcUrl])

  if (!usdc || !address || caipNetwork?.id !== chain.chainId) return null

  const grant = async () => {
    setPending('grant')
    setError(undefined)
    try {
      const key = generatePrivateKey()
      const outcome = await requestExecutionPermissions(config, {
        chainId: chain.chainId,
        signer: privateKeyToAccount(key).address,
        permission: { type: 'erc20-token-allowance', token: usdc.address, allowance: LIMIT },
        expiry: Math.floor(Date.now() / 1000) + HOUR,
      })
      if (outcome.status !== 'granted') return setError(refusal(outcome))
      const next = { key, session: outcome.permission }
      save(next)
      setStored(next)
      setSent(undefined)
    } catch (caught) {
      setError(errorText(caught))
    } finally {
      setPending(undefined)
    }
  }

  const send = async () => {
    if (!stored || !signer || !isAddress(recipient)) return
    setPending('send')
    setError(undefined)
    try {
      const wallet = createWalletClient({
        account: signer,
        chain: {
          id: chain.chainId,
          name: chain.name,
          nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
          rpcUrls: { default: { http: [chain.rpcUrl] } },
        },
        transport: http(chain.rpcUrl),
      })
      const data = encodeFunctionData({ abi: erc20, functionName: 'transfer', args: [recipient, AMOUNT] })
      const hash = await sendWithSession(wallet, {
        context: stored.session.context,
        delegationManager: stored.session.delegationManager,
        dependencies: stored.session.dependencies,
        calls: [{ to: usdc.address, data }],
        publicClient: reader,
      })
      const receipt = await reader.waitForTransactionReceipt({ hash })
      if (receipt.status !== 'success') throw new Error('The chain reverted the transfer')
      setSent(hash)
    } catch (caught) {
      setError(`The chain refused it: ${errorText(caught).split('\n')[0]}`)
    } finally {
      setPending(undefined)
    }
  }

  return (
    <Card title="Session" className="session-card">
      <p className="muted">
        Let this page send up to 10 USDC from your smart account for one hour without asking again. Contracts
        on chain hold the limit and the expiry, not this page.
      </p>
      {!stored ? (
        <button type="button" className="button primary" disabled={pending !== undefined} onClick={grant}>
          {pending === 'grant' ? 'Waiting for the wallet…' : 'Start a session: 10 USDC for 1 hour'}
        </button>
      ) : (
        <SessionDetails
          signer={signer?.address as Address}
          expiry={stored.session.expiry}
          gas={gas}
          onForget={() => {
            save(undefined)
            setStored(undefined)
            setSent(undefined)
          }}
        />
      )}
      {stored && (
        <form
          onSubmit={(event) => {
            event.preventDefault()
            void send()
          }}
        >
          <label htmlFor={recipientId} className="label">
            Recipient
          </label>
          <input
            id={recipientId}
            className="mono"
            value={recipient}
            placeholder="0x…"
            onChange={(event) => setRecipient(event.target.value.trim())}
          />
          <button
            type="submit"
            className="button primary"
            disabled={pending !== undefined || !isAddress(recipient)}
          >
            {pending === 'send' ? 'Sending…' : 'Send 4 USDC with the session'}
          </button>
        </form>
      )}
      {sent && (
        <p data-testid="session-sent">
          Sent with no prompt: <span className="mono">{sent}</span>
        </p>
      )}
      {error && (
        <p className="error" role="alert" data-testid="session-error">
          {error}
        </p>
      )}
    </Card>
  )
}

function SessionDetails({
  signer,
  expiry,
  gas,
  onForget,
}: {
  signer: Address
  expiry: number
  gas: bigint | undefined
  onForget: () => void
}) {
  return (
    <dl className="session">
      <dt className="label">Session key (held by this page)</dt>
      <dd className="mono" data-testid="session-signer">
        {signer}
      </dd>
      <dt className="label">Its gas</dt>
      <dd data-testid="session-gas">
        {gas === undefined ? '…' : `${formatEther(gas)} ETH`}
        {gas === 0n && ' — send it a little ETH: it pays for its own transactions'}
      </dd>
      <dt className="label">Expires</dt>
      <dd>{new Date(expiry * 1000).toLocaleString('en')}</dd>
      <dt className="label">This page</dt>
      <dd>
        <button type="button" className="button ghost small" onClick={onForget}>
          Forget this session
        </button>
      </dd>
    </dl>
  )
}
