// Preloaded with `node --import` by the tool's tests: every way out to the network throws, so a test that still
// recovers proves the tool needs none.
import dns from 'node:dns'
import http from 'node:http'
import https from 'node:https'
import { syncBuiltinESMExports } from 'node:module'
import net from 'node:net'
import tls from 'node:tls'

const refuse = (what) => () => {
  throw new Error(`portico-recover tried the network: ${what}`)
}

net.connect = refuse('net.connect')
net.createConnection = refuse('net.createConnection')
net.Socket.prototype.connect = refuse('net.Socket.connect')
tls.connect = refuse('tls.connect')
dns.lookup = refuse('dns.lookup')
dns.resolve = refuse('dns.resolve')
dns.promises.lookup = refuse('dns.promises.lookup')
http.request = refuse('http.request')
http.get = refuse('http.get')
https.request = refuse('https.request')
https.get = refuse('https.get')
globalThis.fetch = refuse('fetch')
syncBuiltinESMExports()
