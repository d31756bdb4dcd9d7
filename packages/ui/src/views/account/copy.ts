import type { Config } from '@portico/core'

/** Copies to the clipboard and confirms with a toast ('Address copied'). */
export async function copyText(text: string, config: Config): Promise<void> {
  try {
    await navigator.clipboard.writeText(text)
    config.toasts.success('addressCopied')
  } catch {
    // No clipboard (insecure context, denied): the address stays visible to copy by hand.
  }
}
