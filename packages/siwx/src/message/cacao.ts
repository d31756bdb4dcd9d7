import { recapStatement } from './recap.js'

/**
 * A signed CAIP-74 object capability (CACAO), as a wallet returns it from a one-click (WalletConnect) sign-in:
 * the sign-in message's fields (`iss` = `did:pkh:<CAIP-10 account>`) and the wallet's signature.
 */
export type Cacao = {
  h: { t: string }
  p: {
    /** `did:pkh:<namespace>:<reference>:<address>` of the signer. */
    iss: string
    domain: string
    aud: string
    version: string
    nonce: string
    iat: string
    nbf?: string | undefined
    exp?: string | undefined
    statement?: string | undefined
    requestId?: string | undefined
    resources?: readonly string[] | undefined
  }
  s: { t: string; s: string; m?: string | undefined }
}

/**
 * The sign-in text (EIP-4361 layout) a CACAO's signature covers: account and chain from its `iss` (`Ethereum`
 * for eip155, else the namespace as the account word), its statement followed by its ReCap's grants in words
 * (see `recapStatement`), then its fields.
 *
 * @example
 * verifyMessage({ address, message: formatCacaoMessage(cacao.p), signature: cacao.s.s })
 */
export function formatCacaoMessage(payload: Cacao['p']): string {
  const [, , namespace, reference, address] = payload.iss.split(':')
  const chainName = namespace === 'eip155' ? 'Ethereum' : (namespace ?? '')
  const statement = recapStatement(payload.statement || undefined, payload.resources)
  return [
    `${payload.domain} wants you to sign in with your ${chainName} account:`,
    address ?? '',
    '',
    statement,
    '',
    `URI: ${payload.aud}`,
    `Version: ${payload.version}`,
    `Chain ID: ${reference ?? ''}`,
    `Nonce: ${payload.nonce}`,
    `Issued At: ${payload.iat}`,
    payload.exp ? `Expiration Time: ${payload.exp}` : undefined,
    payload.nbf ? `Not Before: ${payload.nbf}` : undefined,
    payload.requestId ? `Request ID: ${payload.requestId}` : undefined,
    payload.resources?.length
      ? `Resources:${payload.resources.map((resource) => `\n- ${resource}`).join('')}`
      : undefined,
  ]
    .filter((line) => line !== undefined)
    .join('\n')
}
