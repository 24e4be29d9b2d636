/**
 * Stopping without failing anyone's request. On close the site stops taking
 * connections, answers every request that still comes on an open one (with
 * `Connection: close`, so the client opens its next one elsewhere), and ends
 * a connection once it has been idle for a moment, then lets the process go.
 *
 * Node's own server.close() ends every idle keep-alive connection at once,
 * and with it any request already on its way over one (the client reads a
 * reset, a proxy answers 502), and Fastify answers requests that arrive while
 * it closes with 503. With systemd holding the listening socket
 * (deploy/systemd/from-zero-to-vibe.socket), the connections that arrive
 * meanwhile wait in its queue for the next process, so a restart refuses no one.
 */
import { Server as NetServer, type Socket } from 'node:net'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'

/** How long an idle connection is kept while stopping: a request already sent on it arrives well within this. */
const IDLE_GRACE_MS = 500
const POLL_MS = 25

interface Connection {
  /** Requests being answered on it now. */
  active: number
  /** When its last answer ended (or it opened). */
  idleSince: number
}

export default fp(
  async function connectionDrain(app: FastifyInstance) {
    const connections = new Map<Socket, Connection>()
    app.server.on('connection', (socket: Socket) => {
      connections.set(socket, { active: 0, idleSince: Date.now() })
      socket.once('close', () => connections.delete(socket))
    })
    app.server.on('request', (request, response) => {
      const connection = connections.get(request.socket)
      if (!connection) return
      connection.active += 1
      response.once('close', () => {
        connection.active -= 1
        connection.idleSince = Date.now()
      })
    })

    app.addHook('preClose', async () => {
      if (!app.server.listening) return
      // net's close, not http's: stop accepting, but leave the open connections to the loop below.
      NetServer.prototype.close.call(app.server)
      const stoppedAt = Date.now()
      while (connections.size > 0) {
        const now = Date.now()
        for (const [socket, connection] of connections)
          if (connection.active === 0 && now - Math.max(connection.idleSince, stoppedAt) >= IDLE_GRACE_MS) socket.destroy()
        await new Promise((resolve) => setTimeout(resolve, POLL_MS))
      }
    })
  },
  { name: 'connection-drain' },
)
