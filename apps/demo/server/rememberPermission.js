// A page script run right after the dev wallet's inject.js. Real wallets remember that a site may see the
// account, so a reload restores the connection without asking; the dev wallet keeps that permission in
// memory only. This makes it remember for the tab (sessionStorage) until the site revokes it: a page that
// was connected before the reload is granted again, silently, before its first request is answered.
;(() => {
  const wallet = window.__portico_dev_wallet__
  if (!wallet) return
  const key = 'portico-demo.dev-wallet.permission'
  const request = wallet.provider.request.bind(wallet.provider)
  let restored
  if (sessionStorage.getItem(key)) {
    wallet.setPolicy('approve')
    restored = request({ method: 'eth_requestAccounts' })
      .catch(() => sessionStorage.removeItem(key))
      .finally(() => wallet.setPolicy(window.__PORTICO_DEV_WALLET__?.policy ?? 'prompt'))
  }
  wallet.provider.request = async (args) => {
    await restored
    const result = await request(args)
    if (args.method === 'eth_requestAccounts' || args.method === 'wallet_requestPermissions') {
      sessionStorage.setItem(key, 'granted')
    } else if (args.method === 'wallet_revokePermissions') {
      sessionStorage.removeItem(key)
    }
    return result
  }
})()
