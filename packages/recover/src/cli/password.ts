// The recovery password: typed on the terminal with no echo, or the first line of standard input when that is
// not a terminal (or with --password-stdin), so scripts and tests can pipe it in.
import type { Writable } from 'node:stream'
import type { CliInput } from './io.js'

/** Ctrl-C at the password prompt. */
export class InterruptedError extends Error {
  override name = 'InterruptedError'
}

/** The most standard input the tool reads for a password. */
const MAX_STDIN = 64 * 1024

export async function readPassword(
  input: CliInput,
  prompt: { text: string; to: Writable },
  fromStdin: boolean,
): Promise<string> {
  if (!fromStdin && input.isTTY && input.setRawMode) return askHidden(input, prompt)
  return firstLine(input)
}

async function firstLine(input: CliInput): Promise<string> {
  let text = ''
  for await (const chunk of input) {
    text += typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString('utf8')
    if (text.includes('\n') || text.length > MAX_STDIN) break
  }
  return text.split('\n', 1)[0]?.replace(/\r$/, '') ?? ''
}

function askHidden(input: CliInput, { text, to }: { text: string; to: Writable }): Promise<string> {
  to.write(text)
  input.setRawMode?.(true)
  input.setEncoding('utf8')
  input.resume()
  let value = ''
  return new Promise((resolve, reject) => {
    const finish = () => {
      input.setRawMode?.(false)
      input.pause()
      input.off('data', onData)
      to.write('\n')
    }
    const onData = (chunk: string) => {
      for (const char of chunk) {
        if (char === '\r' || char === '\n' || char === '\u0004') {
          finish()
          resolve(value)
          return
        }
        if (char === '\u0003') {
          finish()
          reject(new InterruptedError())
          return
        }
        if (char === '\u007f' || char === '\b') value = [...value].slice(0, -1).join('')
        else if (char >= ' ') value += char
      }
    }
    input.on('data', onData)
  })
}
