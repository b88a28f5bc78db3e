import { Injectable } from '@nestjs/common';
import type { HealthCheck } from '@backoffice/contracts';

/**
 * What areas add to `GET health` beside PostgreSQL and Redis (the telephony sources that stopped
 * answering). An area's check reports, it never makes the instance unhealthy: a PBX that does not
 * answer is no reason to take this instance out of a load balancer.
 */
@Injectable()
export class HealthRegistry {
  private readonly checks = new Map<string, () => Promise<HealthCheck>>();

  register(name: string, check: () => Promise<HealthCheck>): void {
    this.checks.set(name, check);
  }

  async run(): Promise<Record<string, HealthCheck>> {
    const entries = await Promise.all(
      [...this.checks].map(
        async ([name, check]) => [name, await check().catch((error: Error) => ({ status: 'down' as const, problems: [error.message] }))] as const,
      ),
    );
    return Object.fromEntries(entries);
  }
}
