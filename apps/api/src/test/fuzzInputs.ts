import fc from 'fast-check'

// What the API's fuzz tests (fuzz.test.ts) send: its routes, the query keys they read, and arbitraries from
// malformed to hostile input.

export const routes: { method: 'GET' | 'POST'; path: (segment: string) => string }[] = [
  { method: 'GET', path: () => '/v1/supported-chains' },
  { method: 'GET', path: () => '/origin-check' },
  { method: 'GET', path: (s) => `/v1/account/${s}/balance` },
  { method: 'GET', path: (s) => `/v1/account/${s}/history` },
  { method: 'GET', path: (s) => `/v1/identity/${s}` },
  { method: 'POST', path: () => '/v1/fungible/price' },
  { method: 'GET', path: () => '/v1/convert/tokens' },
  { method: 'GET', path: () => '/v1/convert/quotes' },
  { method: 'GET', path: () => '/v1/convert/allowance' },
  { method: 'GET', path: () => '/v1/convert/gas-price' },
  { method: 'GET', path: () => '/v1/convert/build-approve' },
  { method: 'POST', path: () => '/v1/convert/build-transaction' },
  { method: 'GET', path: (s) => `/v1/profile/account/${s}` },
  { method: 'GET', path: (s) => `/v1/profile/reverse/${s}` },
  { method: 'GET', path: (s) => `/v1/profile/suggestions/${s}` },
  { method: 'POST', path: () => '/v1/profile/account' },
  { method: 'POST', path: () => '/v1/' },
  { method: 'GET', path: () => '/getWallets' },
  { method: 'GET', path: (s) => `/getWalletImage/${s}` },
  { method: 'GET', path: (s) => `/public/getTokenImage/${s}` },
  { method: 'GET', path: () => '/getAnalyticsConfig' },
  { method: 'POST', path: () => '/e' },
  { method: 'GET', path: () => '/v1/onramp/options' },
  { method: 'POST', path: () => '/v1/onramp/quote' },
  { method: 'POST', path: () => '/v1/generators/onrampurl' },
  { method: 'GET', path: (s) => `/onramp/checkout/${s}` },
  { method: 'POST', path: (s) => `/onramp/checkout/${s}/quote` },
  { method: 'POST', path: (s) => `/onramp/checkout/${s}/pay` },
  { method: 'GET', path: () => '/v1/onramp/providers' },
  { method: 'GET', path: (s) => `/v1/onramp/checkout/${s}/status` },
  { method: 'GET', path: (s) => `/public/onramp/providers/${s}/logo.svg` },
  { method: 'GET', path: (s) => `/v1/sessions/${s}` },
  { method: 'POST', path: (s) => `/v1/sessions/${s}` },
  { method: 'POST', path: (s) => `/v1/sessions/${s}/revoke` },
  { method: 'POST', path: () => '/v1/auth/nonce' },
  { method: 'POST', path: () => '/v1/auth/verify' },
  { method: 'GET', path: () => '/v1/auth/me' },
  { method: 'POST', path: () => '/v1/auth/revoke' },
  { method: 'POST', path: () => '/v1/paymaster' },
  { method: 'GET', path: () => '/v1/smart-accounts' },
]

export const keys = [
  'chainId',
  'amount',
  'from',
  'to',
  'userAddress',
  'tokenAddress',
  'gasPrice',
  'cursor',
  'onramp',
  'forceUpdate',
  'page',
  'entries',
  'search',
  'include',
  'exclude',
  'badge_type',
  'currency',
  'zone',
  'apiVersion',
  'sender',
  'provider',
]
export const hex = fc
  .string({ unit: fc.constantFrom(...'0123456789abcdefABCDEF'.split('')), maxLength: 44 })
  .map((s) => `0x${s}`)
const caip = fc
  .tuple(fc.constantFrom('eip155', 'solana', 'x', ''), fc.oneof(fc.integer().map(String), fc.string()), hex)
  .map((parts) => parts.join(':'))
export const value = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.integer().map(String),
  hex,
  caip,
  fc.constant(''),
  fc.double().map(String),
)
export const json = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }).map((v) => JSON.stringify(v)),
  fc
    .dictionary(
      fc.constantFrom(
        ...keys,
        'addresses',
        'coin_type',
        'address',
        'message',
        'signature',
        'eip155',
        'jsonrpc',
        'method',
        'params',
        'eventId',
        'url',
        'domain',
        'timestamp',
        'props',
        'cacao',
      ),
      fc.oneof(value, fc.jsonValue({ maxDepth: 2 })),
    )
    .map((v) => JSON.stringify(v)),
  fc.string({ maxLength: 80 }),
)

// Hostile input beyond malformed: every code point (NUL, lone surrogates), JSON nested thousands deep,
// amounts past 2^256, and history cursors that decode to values out of every column's range.
const unicode = fc.string({ unit: 'binary', maxLength: 40 })
const withNul = unicode.map((s) => `${s}\u0000${s}`)
const loneSurrogate = fc.constantFrom('\uD800', '\uDFFF', 'a\uDBFFb', '\uDC00\uD800')
export const hostileText = fc.oneof(unicode, withNul, loneSurrogate)
const huge = fc.bigInt({ min: 2n ** 256n, max: 2n ** 1024n })
export const amount = fc.oneof(
  huge.map(String),
  huge.map((n) => `0x${n.toString(16)}`),
  huge.map((n) => `-${n}`),
  fc.constantFrom('1e400', '1e-400', 'Infinity', 'NaN', '0.'.padEnd(400, '1'), '9'.repeat(400)),
)
export const cursorOf = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url')
export const cursor = fc.oneof(
  fc
    .tuple(
      fc.constantFrom(
        '+275760-09-13T00:00:00.000Z',
        '-271821-04-20T00:00:00.000Z',
        '0000-01-01',
        '9999-12-31T23:59:59Z',
      ),
      fc.oneof(fc.constantFrom('eip155:31337', ''), unicode),
      fc.oneof(huge.map(String), fc.constantFrom('0', '9'.repeat(30))),
      fc.oneof(fc.constantFrom(2 ** 31, -(2 ** 31) - 1, 2 ** 53, 1e300, -1), fc.integer()),
    )
    .map(cursorOf),
  fc.constantFrom(cursorOf([]), cursorOf({}), cursorOf('x'.repeat(300)), '', '=', '%00'),
  unicode,
)
/** JSON nested `depth` levels deep: arrays, objects, or both. */
export const deep = (depth: number, kind: 'array' | 'object' | 'mixed') => {
  const open = (i: number) => (kind === 'array' || (kind === 'mixed' && i % 2) ? '[' : '{"a":')
  const close = (i: number) => (kind === 'array' || (kind === 'mixed' && i % 2) ? ']' : '}')
  let text = '1'
  for (let i = 0; i < depth; i++) text = `${open(i)}${text}${close(i)}`
  return text
}
const deepJson = fc
  .tuple(
    fc.integer({ min: 1_000, max: 20_000 }),
    fc.constantFrom('array', 'object', 'mixed') as fc.Arbitrary<'array' | 'object' | 'mixed'>,
  )
  .map(([depth, kind]) => deep(depth, kind))
export const hostileBody = fc.oneof(
  deepJson,
  fc
    .tuple(
      fc.constantFrom(
        'params',
        'props',
        'message',
        'attributes',
        'addresses',
        'amount',
        'eip155',
        'projectId',
        'method',
        'id',
      ),
      deepJson,
    )
    .map(
      ([key, nested]) =>
        `{"jsonrpc":"2.0","id":1,"method":"eth_call","eventId":"e","url":"u","domain":"d","timestamp":1,"${key}":${nested}}`,
    ),
  fc
    .dictionary(
      fc.constantFrom(...keys, 'addresses', 'message', 'signature', 'method', 'params', 'props'),
      fc.oneof(hostileText, amount),
    )
    .map((v) => JSON.stringify(v)),
  fc.array(fc.oneof(hostileText, amount), { maxLength: 5 }).map((v) => JSON.stringify({ addresses: v })),
  // Raw text with unpaired surrogates and NULs, as the bytes a client could send.
  hostileText,
)

// Sign-in: messages a step away from valid (every line mutated, chain ids of every namespace, real nonces),
// signatures in every encoding, and bearer tokens from random text to forged JWTs.
/** A sign-in message's lines, as a client writes them. */
export const signInLines = (nonce: string, chainId: string, chainName: string, address: string) => [
  `localhost:5173 wants you to sign in with your ${chainName} account:`,
  address,
  '',
  'Sign in',
  '',
  'URI: http://localhost:5173/',
  'Version: 1',
  `Chain ID: ${chainId}`,
  `Nonce: ${nonce}`,
  `Issued At: ${new Date().toISOString()}`,
  `Expiration Time: ${new Date(Date.now() + 60_000).toISOString()}`,
]
export const signInChain = fc.constantFrom(
  ['31337', 'Ethereum', '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'],
  ['eip155:31337', 'Ethereum', '0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266'],
  ['1', 'Ethereum', '0x0000000000000000000000000000000000000000'],
  ['solana:4sGjMW1sUnHzSxGspuhpqLDx6wiyjNtZ', 'Solana', '11111111111111111111111111111111'],
  [
    'polkadot:91b171bb158e2d3848fa23a9f1c25182',
    'Polkadot',
    '5GrwvaDF5zxW2RXodLnX4yWsQKzX5S9jPo2N8zzk5tQgMYkh',
  ],
  ['bip122:000000000019d6689c085ae165831e93', 'Bitcoin', 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq'],
  ['', 'Ethereum', ''],
)
export const signInMutation = fc.record({
  line: fc.nat({ max: 12 }),
  kind: fc.constantFrom('replace', 'drop', 'duplicate', 'append', 'none'),
  text: fc.oneof(
    hostileText,
    fc.string({ maxLength: 60 }),
    amount,
    fc.constantFrom('Version: 2', 'Nonce: ', '- x'),
  ),
})
export const signInSignature = fc.oneof(
  hex,
  fc.string({
    unit: fc.constantFrom(...'123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz'.split('')),
    maxLength: 120,
  }),
  fc.uint8Array({ maxLength: 300 }).map((bytes) => Buffer.from(bytes).toString('base64')),
  fc.constantFrom(`0x${'ab'.repeat(65)}`, `0x${'00'.repeat(4000)}`, `0x6492${'00'.repeat(200)}`),
  hostileText,
)
export const bearerToken = fc.oneof(
  hostileText,
  fc.string({ maxLength: 200 }),
  fc
    .tuple(fc.jsonValue({ maxDepth: 2 }), fc.jsonValue({ maxDepth: 2 }), fc.string({ maxLength: 40 }))
    .map(([h, p, s]) =>
      [JSON.stringify(h), JSON.stringify(p), s]
        .map((part) => Buffer.from(part).toString('base64url'))
        .join('.'),
    ),
  fc.constant(
    `${Buffer.from('{"alg":"none"}').toString('base64url')}.${Buffer.from('{"sid":"x","sub":"y","aud":"local"}').toString('base64url')}.`,
  ),
)
