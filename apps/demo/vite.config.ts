import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

// The local world (`/portico.json`, the dev wallet) is added by `server/startDemoServer.ts`.
export default defineConfig({
  plugins: [react()],
  server: { host: '127.0.0.1' },
})
