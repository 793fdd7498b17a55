// An upload refused before its body was read whole (a file the offer does not ask for, one over 5 MB) is
// answered at once, and the connection is then closed: keeping it alive would mean reading the rest of the
// body only to throw it away.
import type { FastifyReply, FastifyRequest } from 'fastify';

/** A `.catch` that marks the answer Connection: close when the body was not read to its end, and rethrows. */
export function cerrarSiQuedaCuerpo(request: FastifyRequest, reply: FastifyReply) {
  return (error: unknown): never => {
    if (!request.raw.readableEnded) reply.header('connection', 'close');
    throw error;
  };
}
