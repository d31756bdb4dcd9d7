/** A phone or tablet browser, where wallets are apps with their own in-app browser. */
export function isMobile(): boolean {
  const agent = typeof navigator === 'undefined' ? '' : navigator.userAgent
  return /Android|iPhone|iPad|iPod|Mobile/i.test(agent)
}
