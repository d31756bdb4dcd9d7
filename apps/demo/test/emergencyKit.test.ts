import { execFile } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { keysFromMnemonic } from '@portico/recover'
import {
  extractCode,
  extractLink,
  loadWalletServiceConfig,
  type MailCatcher,
  startMailCatcher,
  startWalletService,
  type WalletService,
} from '@portico/wallet-service'
import type { Browser, Page } from 'playwright-core'
import { mnemonicToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest'
import { skipBrowser } from './chromium.js'
import {
  accountAddress,
  enterCode,
  newEmail,
  PASSWORD,
  setRecoveryPassword,
  startEmailLogin,
  walletFrame,
} from './embedded.js'
import { connectBrowser, type Demo, dialog, openDemo, screenshot, settled, switchNetwork } from './harness.js'

// The emergency kit, as a user meets it: Wallet settings → Emergency kit → the code from the inbox → the
// recovery password → the file the browser downloads. Then the wallet service is stopped and its data deleted,
// and the offline tool (`portico-recover`, the built CLI) turns each kit and the password into the mnemonic of
// the addresses the demo showed. This file runs its own wallet service (PGlite in a temporary folder, its own
// mail catcher) and points the demo at it with `?walletService=`: the shared world's service keeps serving the
// other test files.
const world = inject('world')
const CLI = fileURLToPath(new URL('../../../packages/recover/dist/cli.js', import.meta.url))
const MNEMONIC_LINE = /^[a-z]+(?: [a-z]+){11,23}$/m

type Run = { code: number; stdout: string; stderr: string }

/** `node cli.js <kit> --password-stdin`, the password on standard input. */
function recoverTool(kit: string, password: string): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = execFile(process.execPath, [CLI, kit, '--password-stdin'], (error, stdout, stderr) => {
      const code = error ? (typeof error.code === 'number' ? error.code : Number.NaN) : 0
      if (error && Number.isNaN(code)) reject(error)
      else resolve({ code, stdout, stderr })
    })
    child.stdin?.end(`${password}\n`)
  })
}

/** The account's EVM address, and its Solana address when the world runs a Solana chain. */
async function shownAddresses(page: Page): Promise<{ evm: string; solana: string | undefined }> {
  await page.getByTestId('account-address').first().waitFor()
  await expect.poll(() => accountAddress(page)).toMatch(/^0x[0-9a-fA-F]{40}$/)
  const evm = (await accountAddress(page)) as string
  if (!world.solana) return { evm, solana: undefined }
  await switchNetwork(page, world.solana.name)
  await expect.poll(() => accountAddress(page)).toMatch(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/)
  const solana = (await accountAddress(page)) as string
  await switchNetwork(page, world.chains[0]?.name ?? '')
  await expect.poll(() => accountAddress(page)).toBe(evm)
  return { evm, solana }
}

describe.skipIf(skipBrowser || !world.authUrl)(
  'emergency kit (a wallet recovered without its service)',
  () => {
    let browser: Browser
    let catcher: MailCatcher
    let service: WalletService | undefined
    let dataDir: string
    let downloads: string
    let demo: Demo | undefined
    let second: Demo | undefined
    const email = newEmail()
    const kits: { name: string; path: string }[] = []
    let shown: { evm: string; solana: string | undefined }

    beforeAll(async () => {
      dataDir = mkdtempSync(join(tmpdir(), 'portico-kit-service-'))
      downloads = mkdtempSync(join(tmpdir(), 'portico-kit-downloads-'))
      catcher = await startMailCatcher()
      service = await startWalletService(
        loadWalletServiceConfig({}, { host: '127.0.0.1', port: 0, smtpUrl: catcher.smtpUrl, dataDir }),
      )
      browser = await connectBrowser()
    })
    afterAll(async () => {
      await demo?.close()
      await second?.close()
      await browser?.close()
      await service?.close()
      await catcher?.stop()
      rmSync(dataDir, { recursive: true, force: true })
      rmSync(downloads, { recursive: true, force: true })
    })

    /** A demo page whose embedded wallet is this file's wallet service. */
    async function openOwnDemo(): Promise<Demo> {
      const opened = await openDemo(browser)
      await opened.page.goto(
        `${inject('demoUrl')}?theme=dark&walletService=${encodeURIComponent(service?.url ?? '')}`,
      )
      await opened.page.locator('.header').waitFor()
      return opened
    }

    /**
     * Wallet settings → Emergency kit → the code from the inbox → the recovery password (a wrong one first, when
     * asked) → the download; returns where the file was saved.
     */
    async function downloadKit(page: Page, name: string, { wrongFirst = false } = {}): Promise<string> {
      await page.getByRole('button', { name: 'Account details' }).click()
      const modal = dialog(page)
      await modal.getByRole('button', { name: 'Wallet settings' }).click()
      const started = Date.now()
      await modal.getByRole('button', { name: 'Emergency kit' }).click()
      await modal
        .getByText(
          'A file that, with your recovery password, restores your wallet even if this service is gone.',
        )
        .waitFor()
      const frame = walletFrame(page)
      await frame.getByText(`We sent a code to ${email}. Enter it to make your emergency kit.`).waitFor()
      const mail = await catcher.waitForMail({ to: email, subjectIncludes: 'emergency kit', after: started })
      expect(mail.subject).toBe('Your emergency kit code')
      await frame.getByLabel('Code').fill(extractCode(mail.text) ?? '')
      await frame.getByRole('button', { name: 'Verify' }).click()
      const password = frame.getByLabel('Password', { exact: true })
      await password.waitFor()
      if (wrongFirst) {
        await password.fill('not the password')
        await frame.getByRole('button', { name: 'Make the kit' }).click()
        await frame.getByText('Wrong recovery password.').waitFor()
        await settled(page)
        await screenshot(page, `emergency-kit-wrong-password-${name}`)
      }
      await password.fill(PASSWORD)
      const download = page.waitForEvent('download')
      await frame.getByRole('button', { name: 'Make the kit' }).click()
      const file = await download
      const fileName = file.suggestedFilename()
      expect(fileName).toBe(`portico-emergency-kit-${shown.evm.slice(2, 10).toLowerCase()}.json`)
      const path = join(downloads, `${name}-${fileName}`)
      await file.saveAs(path)
      // The done screen says where the file went and to keep the password apart from it.
      await frame.getByText(`Your browser saved it to your downloads as ${fileName}.`).waitFor()
      await frame.getByText('keep your recovery password apart from it').waitFor()
      await settled(page)
      await screenshot(page, `emergency-kit-done-${name}`)
      // The kit passed through the frame only: the app's page never held it.
      const kit = JSON.parse(readFileSync(path, 'utf8')) as { kitShare: { ct: string } }
      expect(await page.content()).not.toContain(kit.kitShare.ct)
      await frame.getByRole('button', { name: 'Done' }).click()
      await modal.getByRole('button', { name: 'Emergency kit' }).waitFor()
      await page.keyboard.press('Escape')
      await modal.waitFor({ state: 'hidden' })
      return path
    }

    test('a user signs up, then downloads the emergency kit from Wallet settings (a wrong password is refused first)', async () => {
      demo = await openOwnDemo()
      const { page } = demo
      const started = Date.now()
      await startEmailLogin(page, email)
      // The service answers once the mail is handed over: the code step first, then the inbox.
      await dialog(page).getByText(`Enter the code we sent to ${email}`).waitFor()
      const login = await catcher.waitForMail({ to: email, subjectIncludes: 'sign-in code', after: started })
      await enterCode(page, extractCode(login.text) ?? '')
      await walletFrame(page).getByLabel('Confirm password').waitFor()
      await setRecoveryPassword(page)
      shown = await shownAddresses(page)
      const path = await downloadKit(page, 'first-device', { wrongFirst: true })
      const kit = JSON.parse(readFileSync(path, 'utf8'))
      expect(kit).toMatchObject({
        format: 'portico-emergency-kit',
        v: 1,
        service: service?.url,
        addresses: { eip155: shown.evm, ...(shown.solana && { solana: shown.solana }) },
      })
      // Without the password the file shows the addresses and nothing else a person could read a key from.
      expect(JSON.stringify(kit)).not.toMatch(MNEMONIC_LINE)
      kits.push({ name: 'first device', path })
    })

    test('a second browser recovers the wallet with the password (a share of its own), and its kit recovers too', async () => {
      second = await openOwnDemo()
      const { page } = second
      const started = Date.now()
      await startEmailLogin(page, email)
      await dialog(page).getByText('Register this device to continue').waitFor()
      const link = extractLink(
        (await catcher.waitForMail({ to: email, subjectIncludes: 'device', after: started })).text,
      )
      const approval = await second.context.newPage()
      await approval.goto(link ?? '')
      await approval.getByRole('button', { name: 'Approve this device' }).click()
      await approval.getByText(/Device approved/).waitFor()
      await approval.close()
      await dialog(page).getByText(`Enter the code we sent to ${email}`).waitFor()
      const login = await catcher.waitForMail({ to: email, subjectIncludes: 'sign-in code', after: started })
      await enterCode(page, extractCode(login.text) ?? '')
      await dialog(page).getByRole('heading', { name: 'Unlock your wallet' }).waitFor()
      const frame = walletFrame(page)
      await frame.getByLabel('Password', { exact: true }).fill(PASSWORD)
      await frame.getByRole('button', { name: 'Unlock wallet' }).click()
      expect(await shownAddresses(page)).toEqual(shown)
      kits.push({ name: 'recovered device', path: await downloadKit(page, 'recovered-device') })
    })

    test('with the service stopped and its data deleted, portico-recover turns each kit and the password into the mnemonic of those addresses; a wrong password exits 1 with no mnemonic', async () => {
      expect(kits).toHaveLength(2)
      await demo?.close()
      await second?.close()
      demo = second = undefined
      await service?.close()
      service = undefined
      rmSync(dataDir, { recursive: true, force: true })

      const phrases = new Set<string>()
      for (const { name, path } of kits) {
        const run = await recoverTool(path, PASSWORD)
        expect(run, name).toMatchObject({ code: 0 })
        const mnemonic = MNEMONIC_LINE.exec(run.stdout)?.[0]
        expect(mnemonic, `${name}: ${run.stdout}`).toBeDefined()
        const phrase = mnemonic as string
        phrases.add(phrase)
        // Derived here, independently of the tool's own address lines.
        expect(mnemonicToAccount(phrase).address, name).toBe(shown.evm)
        if (shown.solana) expect((await keysFromMnemonic(phrase)).solana.address, name).toBe(shown.solana)
        expect(run.stdout).toContain(shown.evm)

        const wrong = await recoverTool(path, 'not the password')
        expect(wrong.code, name).toBe(1)
        expect(`${wrong.stdout}${wrong.stderr}`).not.toContain(phrase)
        expect(`${wrong.stdout}${wrong.stderr}`).not.toMatch(MNEMONIC_LINE)
      }
      // Both kits hold the one wallet.
      expect(phrases.size).toBe(1)
    })
  },
)
