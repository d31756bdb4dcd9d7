// Every word the Farcaster client's pages show (a test tool: English only). Functions take their values already
// escaped for HTML; their own words contain no markup.

export const text = {
  title: 'Sign in with Farcaster',
  asks: (site: string, user: string, fid: string) => `${site} asks you to sign in as ${user} (fid ${fid}).`,
  account: 'Account',
  fid: 'fid',
  custody: 'Custody address',
  answerTo: 'Answer sent to',
  expires: 'Expires',
  message: 'Message to sign',
  expired: 'This request has expired: it can no longer be signed.',
  sign: 'Sign in',
  decline: 'Decline',
  idle: 'A Farcaster app for tests. Open the link (or the QR code) an app shows for Sign In With Farcaster, and this page asks whether to sign in.',
  signed: 'Signed in. You can go back to the app.',
  declined: 'Declined. You can go back to the app.',
  refused: (status: number, message: string) => `The app refused the sign-in (${status}): ${message}`,
  unreachable: (message: string) => `The app could not be reached: ${message}`,
  notARequest: 'This is not a Sign In With Farcaster request.',
  notSigned: 'This message could not be signed.',
  notFound: 'Not found.',
  wrongMethod: 'This method is not allowed here.',
  crossOrigin: 'Answers are taken only from this page.',
  tooLarge: 'The form is too large.',
  wrongType: 'Expected a form (application/x-www-form-urlencoded).',
  unknownAction: 'Expected the action "sign" or "decline".',
} as const
