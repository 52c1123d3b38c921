import { Socket } from 'node:net';

/**
 * A TCP socket for node-postgres that sends what is written in one tick as one packet. The driver writes
 * each message of a query (parse, bind, describe, execute, sync) on its own, which costs a system call
 * each; held together until the tick ends they go out in one.
 */
export function createCorkedSocket(): Socket {
  const socket = new Socket();
  const write = socket.write.bind(socket) as (...args: unknown[]) => boolean;
  let isCorked = false;
  const uncork = () => {
    isCorked = false;
    socket.uncork();
  };
  socket.write = ((...args: unknown[]) => {
    if (!isCorked) {
      isCorked = true;
      socket.cork();
      process.nextTick(uncork);
    }
    return write(...args);
  }) as typeof socket.write;
  return socket;
}
