// Sessions in the user's words for the approval view: what granting lets the app's session key do (its address,
// the spending limit in the token's or the coin's units, where the coin may go, and until when), and what revoking
// ends. The smart account's own row and who pays a revoke's gas are added by the caller.
import type { SessionPermission } from '@portico/adapter-evm/sessions'
import { fillEmbedded } from '@portico/i18n/embedded'
import { type Address, formatUnits } from 'viem'
import type { EvmDescribeContext } from './describeEvm.js'
import type { Description, Detail } from './description.js'

/** One session as the view shows it: who may spend, what, and until when (unix seconds). */
export type SessionSummary = { signer: Address; permission: SessionPermission; expiry: number }

/** The expiry as a date and time with its time zone, in the view's language. */
export function expiryText(seconds: number, locale: string): string {
  const format = new Intl.DateTimeFormat(locale || 'en', { dateStyle: 'medium', timeStyle: 'long' })
  return format.format(new Date(seconds * 1000))
}

/**
 * The rows of one session, what matters most first (the view's buttons can sit over its lower rows): the spending
 * limit, the expiry, the token and its contract or the coin's recipients, then the session key.
 */
async function sessionRows(
  { signer, permission, expiry }: SessionSummary,
  context: EvmDescribeContext,
  locale: string,
): Promise<Detail[]> {
  const { strings, nativeCurrency, readToken } = context
  const expires: Detail = { label: strings.sessionExpiryLabel, value: expiryText(expiry, locale) }
  const key: Detail = { label: strings.sessionSignerLabel, value: signer, mono: true }
  if (permission.type === 'erc20-token-allowance') {
    const token = await readToken(permission.token)
    return [
      {
        label: strings.sessionLimitLabel,
        value: token
          ? `${formatUnits(permission.allowance, token.decimals)} ${token.symbol}`
          : permission.allowance.toString(),
        mono: true,
      },
      expires,
      { label: strings.tokenLabel, value: token?.symbol ?? strings.unknownToken, mono: token !== undefined },
      { label: strings.contractLabel, value: permission.token, mono: true },
      key,
    ]
  }
  return [
    {
      label: strings.sessionLimitLabel,
      value: `${formatUnits(permission.allowance, nativeCurrency.decimals)} ${nativeCurrency.symbol}`,
      mono: true,
    },
    expires,
    permission.targets.length === 0
      ? { label: strings.sessionRecipientsLabel, value: strings.sessionAnyRecipient }
      : {
          label: strings.sessionRecipientsLabel,
          children: permission.targets.map((target, index) => ({
            label: String(index + 1),
            value: target,
            mono: true,
          })),
        },
    key,
  ]
}

/** The grant of one or more sessions: each session's rows, then what a session may do. */
export async function describeSessionGrant(
  sessions: readonly SessionSummary[],
  context: EvmDescribeContext,
  locale: string,
): Promise<Description> {
  const { strings } = context
  const explainer: Detail = { label: strings.sessionLabel, value: strings.sessionGrantExplainer }
  if (sessions.length === 1)
    return {
      title: strings.sessionGrantTitle,
      details: [...(await sessionRows(sessions[0]!, context, locale)), explainer],
    }
  const details: Detail[] = []
  for (const [index, session] of sessions.entries())
    details.push({
      label: fillEmbedded(strings.sessionIndexLabel, { index: index + 1 }),
      children: await sessionRows(session, context, locale),
    })
  return { title: strings.sessionGrantTitle, details: [...details, explainer] }
}

/** The revoke of one session: the session's rows, then what revoking ends. */
export async function describeSessionRevoke(
  session: SessionSummary,
  context: EvmDescribeContext,
  locale: string,
): Promise<Description> {
  const { strings } = context
  return {
    title: strings.sessionRevokeTitle,
    details: [
      ...(await sessionRows(session, context, locale)),
      { label: strings.sessionLabel, value: strings.sessionRevokeExplainer },
    ],
  }
}
