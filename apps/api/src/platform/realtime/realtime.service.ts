import { Injectable } from '@nestjs/common';
import type { Server } from 'socket.io';

export const rooms = {
  session: (id: string) => `session:${id}`,
  user: (id: number) => `user:${id}`,
  customer: (id: number) => `customer:${id}`,
};

/**
 * Sends to the rooms of sessions, users and customers, on this instance and (through the Redis
 * adapter) on every other one.
 */
@Injectable()
export class RealtimeService {
  private server: Server | null = null;

  attach(server: Server): void {
    this.server = server;
  }

  detach(): void {
    this.server = null;
  }

  toSession(sessionId: string, event: string, payload: unknown): void {
    this.server?.to(rooms.session(sessionId)).emit(event, payload);
  }

  toUser(userId: number, event: string, payload: unknown): void {
    this.server?.to(rooms.user(userId)).emit(event, payload);
  }

  /**
   * Only to the user's sockets connected to this instance. For messages every instance produces
   * on its own (each one hears the same queue events), so each socket gets one copy.
   */
  toUserOnThisInstance(userId: number, event: string, payload: unknown): void {
    this.server?.local.to(rooms.user(userId)).emit(event, payload);
  }

  /** Whether this process serves sockets (API instances do, `npm run worker` does not). */
  get servesSockets(): boolean {
    return this.server !== null;
  }

  toCustomer(customerId: number, event: string, payload: unknown): void {
    this.server?.to(rooms.customer(customerId)).emit(event, payload);
  }

  /** Only to the customer's sockets connected to this instance (see toUserOnThisInstance). */
  toCustomerOnThisInstance(customerId: number, event: string, payload: unknown): void {
    this.server?.local.to(rooms.customer(customerId)).emit(event, payload);
  }

  /** Puts the session's sockets in exactly these rooms. */
  async moveSession(sessionId: string, target: string[]): Promise<void> {
    if (!this.server) return;
    const sockets = await this.server.in(rooms.session(sessionId)).fetchSockets();
    for (const socket of sockets) {
      for (const room of socket.rooms) if (room !== socket.id && !target.includes(room)) socket.leave(room);
      socket.join(target);
    }
  }
}
