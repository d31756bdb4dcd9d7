import { createHash } from 'node:crypto'
import type { OnrampProvider } from './providers.js'

export type CheckoutView = {
  sessionId: string
  /** Whose checkout this is: its name and logo head the page, its fee curve prices the quotes. */
  provider: Pick<OnrampProvider, 'name' | 'logoSvg' | 'fee'>
  destination: string
  networks: { id: string; name: string }[]
  assets: string[]
  defaultNetwork: string
  presetFiat: string
}

const percent = (fraction: number) => (fraction * 100).toFixed(1)

const escapeHtml = (text: string) => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`)

// The page's only style and script, inline: the Content-Security-Policy admits exactly these by their hashes.
const STYLE = `
  :root { color-scheme: light; font-family: system-ui, -apple-system, Segoe UI, Roboto, sans-serif; }
  body { margin: 0; min-height: 100vh; display: grid; place-items: center; background: #eef1f5; color: #15181d; }
  main { width: 380px; background: #fff; border-radius: 20px; box-shadow: 0 12px 40px rgba(20, 30, 50, .12); padding: 28px; }
  header { display: flex; align-items: center; gap: 10px; margin-bottom: 4px; }
  header .logo, header .logo svg { width: 32px; height: 32px; display: block; }
  .provider { font-size: 12px; color: #5b6472; margin: 2px 0 0; }
  h1 { font-size: 19px; margin: 0; }
  .sandbox { font-size: 11px; font-weight: 600; color: #8a5a00; background: #fff3d6; border-radius: 6px; padding: 2px 6px; }
  .to { font-size: 12px; color: #5b6472; margin: 6px 0 18px; word-break: break-all; }
  label { display: block; font-size: 12px; font-weight: 600; color: #5b6472; margin: 12px 0 6px; }
  input, select { width: 100%; box-sizing: border-box; font: inherit; font-size: 15px; padding: 11px 12px; border: 1px solid #d5dae1; border-radius: 12px; background: #fff; }
  input:focus, select:focus { outline: 2px solid #3b82f6; outline-offset: -1px; }
  .row { display: flex; gap: 10px; } .row > div { flex: 1; }
  .quote { margin: 18px 0 6px; background: #f6f8fb; border-radius: 14px; padding: 12px 14px; font-size: 13px; }
  .quote div { display: flex; justify-content: space-between; padding: 3px 0; }
  .quote .total { font-weight: 700; border-top: 1px solid #e3e7ec; margin-top: 6px; padding-top: 8px; }
  .get { font-size: 15px; font-weight: 700; color: #1d4ed8; }
  button { width: 100%; margin-top: 16px; font: inherit; font-size: 16px; font-weight: 700; color: #fff; background: #2563eb; border: 0; border-radius: 14px; padding: 14px; cursor: pointer; }
  button:disabled { background: #9db5ea; cursor: default; }
  .status { margin-top: 14px; font-size: 14px; min-height: 20px; text-align: center; }
  .status.error { color: #b42318; } .status.success { color: #067647; font-weight: 600; }
  .hint { font-size: 11px; color: #8a93a0; margin-top: 6px; }
  .ach { display: none; }
`

const SCRIPT = `
(() => {
  const base = location.pathname
  const $ = (id) => document.getElementById(id)
  const status = (text, kind = '') => { $('status').textContent = text; $('status').className = 'status ' + kind }
  const input = () => ({
    amount: $('amount').value.trim(), currency: $('currency').value, asset: $('asset').value,
    network: $('network').value, method: $('method').value,
  })
  let pending
  async function quote() {
    const body = input()
    if (pending) pending.abort()
    pending = new AbortController()
    try {
      const res = await fetch(base + '/quote', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body), signal: pending.signal })
      const json = await res.json()
      if (!res.ok) { $('fee').textContent = $('networkFee').textContent = $('get').textContent = '—'; status(json.message, 'error'); return }
      $('fee').textContent = json.coinbaseFee.amount + ' ' + json.coinbaseFee.currency
      $('networkFee').textContent = json.networkFee.amount + ' ' + json.networkFee.currency
      $('get').textContent = json.purchaseAmount.amount + ' ' + json.purchaseAmount.currency
      status('')
    } catch (e) { if (e.name !== 'AbortError') status('Could not get a quote', 'error') }
  }
  for (const id of ['amount', 'currency', 'asset', 'network', 'method']) $(id).addEventListener('input', quote)
  $('method').addEventListener('change', () => {
    const ach = $('method').value === 'ach_bank_account'
    document.querySelector('.card').style.display = ach ? 'none' : 'block'
    document.querySelector('.ach').style.display = ach ? 'block' : 'none'
  })
  $('checkout').addEventListener('submit', async (event) => {
    event.preventDefault()
    $('pay').disabled = true
    status('Processing payment…')
    const payment = input().method === 'card'
      ? { card: { number: $('card').value.replace(/\\s+/g, ''), expiry: $('expiry').value.trim(), cvc: $('cvc').value.trim() } }
      : { bank: { routing: $('routing').value.trim(), account: $('account').value.trim() } }
    try {
      const res = await fetch(base + '/pay', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ ...input(), ...payment }) })
      const json = await res.json()
      if (!res.ok) { status(json.message, 'error'); $('pay').disabled = false; return }
      status('Paid. ' + json.purchaseAmount.amount + ' ' + json.purchaseAmount.currency + ' sent to your wallet.', 'success')
      $('pay').textContent = 'Done'
    } catch { status('Payment failed. Please try again.', 'error'); $('pay').disabled = false }
  })
  quote()
})()
`

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`

/**
 * The checkout page's Content-Security-Policy: its inline style and script by hash, requests (quote, pay)
 * and the form only to this API, nothing else loaded, and no framing.
 */
export const checkoutPageCsp = [
  "default-src 'none'",
  `script-src ${sha256(SCRIPT)}`,
  `style-src ${sha256(STYLE)}`,
  "connect-src 'self'",
  "form-action 'self'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
].join('; ')

/** The sandbox checkout a person sees: quote, test card, pay. Plain HTML, no external requests. */
export function checkoutPage(view: CheckoutView): string {
  const options = (items: { value: string; label: string }[], selected: string) =>
    items
      .map(
        (i) =>
          `<option value="${escapeHtml(i.value)}"${i.value === selected ? ' selected' : ''}>${escapeHtml(i.label)}</option>`,
      )
      .join('')
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Buy crypto — ${escapeHtml(view.provider.name)}</title>
<style>${STYLE}</style></head>
<body><main>
  <header><span class="logo" aria-hidden="true">${view.provider.logoSvg}</span><h1>Buy crypto</h1><span class="sandbox">SANDBOX</span></header>
  <p class="provider"><span data-testid="provider">${escapeHtml(view.provider.name)}</span> · fee ${percent(view.provider.fee.atMax)}–${percent(view.provider.fee.atMin)} %</p>
  <p class="to">To <span data-testid="destination">${escapeHtml(view.destination)}</span></p>
  <form id="checkout" novalidate>
    <div class="row">
      <div><label for="amount">You pay</label><input id="amount" data-testid="amount" inputmode="decimal" value="${escapeHtml(view.presetFiat)}"></div>
      <div><label for="currency">Currency</label><select id="currency" data-testid="currency">${options(
        [
          { value: 'USD', label: 'USD' },
          { value: 'EUR', label: 'EUR' },
        ],
        'USD',
      )}</select></div>
    </div>
    <div class="row">
      <div><label for="asset">You get</label><select id="asset" data-testid="asset">${options(
        view.assets.map((a) => ({ value: a, label: a })),
        view.assets[0] ?? '',
      )}</select></div>
      <div><label for="network">Network</label><select id="network" data-testid="network">${options(
        view.networks.map((n) => ({ value: n.id, label: n.name })),
        view.defaultNetwork,
      )}</select></div>
    </div>
    <label for="method">Pay with</label>
    <select id="method" data-testid="method">${options(
      [
        { value: 'card', label: 'Debit or credit card' },
        { value: 'ach_bank_account', label: 'Bank account (ACH)' },
      ],
      'card',
    )}</select>
    <div class="card">
      <label for="card">Card number</label><input id="card" data-testid="card-number" inputmode="numeric" autocomplete="cc-number" placeholder="4242 4242 4242 4242">
      <div class="row">
        <div><label for="expiry">Expiry</label><input id="expiry" data-testid="card-expiry" placeholder="MM/YY" autocomplete="cc-exp"></div>
        <div><label for="cvc">CVC</label><input id="cvc" data-testid="card-cvc" inputmode="numeric" placeholder="123" autocomplete="cc-csc"></div>
      </div>
      <p class="hint">Test cards: 4242 4242 4242 4242 pays, 4000 0000 0000 0002 is declined.</p>
    </div>
    <div class="ach">
      <div class="row">
        <div><label for="routing">Routing number</label><input id="routing" data-testid="ach-routing" inputmode="numeric" placeholder="110000000"></div>
        <div><label for="account">Account number</label><input id="account" data-testid="ach-account" inputmode="numeric" placeholder="000123456789"></div>
      </div>
    </div>
    <div class="quote" data-testid="quote" aria-live="polite">
      <div><span>Provider fee</span><span id="fee">—</span></div>
      <div><span>Network fee</span><span id="networkFee">—</span></div>
      <div class="total"><span>You get</span><span class="get" id="get">—</span></div>
    </div>
    <button type="submit" id="pay" data-testid="pay">Pay</button>
    <p class="status" id="status" data-testid="status" role="status"></p>
  </form>
</main>
<script>${SCRIPT}</script>
</body></html>`
}
