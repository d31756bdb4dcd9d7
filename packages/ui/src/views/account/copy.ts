import type { Config } from '@portico/core'

/** Copies to the clipboard and confirms with a toast. */
export async function copyText(text: string, config: Config, confirmation: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(text)
    config.toasts.success(confirmation)
  } catch {
    // No clipboard (insecure context, denied): the address stays visible to copy by hand.
  }
}
