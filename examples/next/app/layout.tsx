import { headers } from 'next/headers'
import type { ReactNode } from 'react'
import { Providers } from './providers'
import { readSettings } from './settings'

export const metadata = { title: 'Portico with Next.js' }

// A Server Component: it reads the request's cookies and hands them to the client provider.
export default async function RootLayout({ children }: { children: ReactNode }) {
  const cookie = (await headers()).get('cookie')
  return (
    <html lang="en">
      <body style={{ margin: 0, fontFamily: 'system-ui, sans-serif' }}>
        <Providers cookie={cookie} settings={readSettings()}>
          {children}
        </Providers>
      </body>
    </html>
  )
}
