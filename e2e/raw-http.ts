import { type Agent, request as httpRequest } from 'node:http'

/**
 * A request straight over node:http, for what the Playwright request fixture will not send as is: any `Host`
 * header, many requests at once, several requests on one kept-alive connection (pass an `Agent` with
 * `keepAlive: true, maxSockets: 1`; `reusedSocket` says whether the request went on an earlier one's
 * connection). Loopback only: the e2e server's port on 127.0.0.1.
 */
export type RawAnswer = {
  status: number
  headers: Record<string, string | string[] | undefined>
  body: string
  reusedSocket?: boolean
}

export function e2ePort(): number {
  return Number(process.env.E2E_PORT || 8799)
}

export function rawRequest(options: {
  path: string
  method?: string
  headers?: Record<string, string>
  body?: string | Buffer
  agent?: Agent
}): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const { path, method = 'GET', agent = false } = options
    const req = httpRequest(
      { host: '127.0.0.1', port: e2ePort(), path, method, headers: framed(options.headers, options.body), agent },
      (res) => {
        const chunks: Buffer[] = []
        const reusedSocket = req.reusedSocket
        res.on('data', (chunk: Buffer) => chunks.push(chunk))
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks).toString('utf8'),
            reusedSocket,
          }),
        )
        res.on('error', reject)
      },
    )
    req.on('error', reject)
    req.setTimeout(20_000, () => req.destroy(new Error('timeout')))
    req.end(options.body)
  })
}

/**
 * Node frames a body of DELETE or OPTIONS neither by length nor in chunks unless told: the server would read
 * the body as a second, malformed request. A client of the shop always says how long its body is.
 */
function framed(headers: Record<string, string> = {}, body?: string | Buffer): Record<string, string> {
  if (body === undefined || Object.keys(headers).some((name) => name.toLowerCase() === 'content-length')) return headers
  return { ...headers, 'content-length': String(Buffer.byteLength(body)) }
}
