/**
 * A tenant's agents and call customers, loaded once per import, to resolve what PBX files name
 * (queue member names, extensions, queue names, dialled numbers) to our ids.
 */
import { extensionOfChannel } from '@backoffice/domain';
import type { QueryRunner } from 'typeorm';

export interface DirectoryAgent {
  agentId: number;
  exten: string | null;
}

export interface DirectoryCallCustomer {
  callCustomerId: number;
  routingExten: string;
  dialledNumber: string | null;
}

export class TenantDirectory {
  private constructor(
    private readonly agentsByKey: Map<string, DirectoryAgent>,
    private readonly agentsByExten: Map<string, DirectoryAgent>,
    private readonly agentsByEmployee: Map<string, DirectoryAgent>,
    private readonly customersByKey: Map<string, DirectoryCallCustomer>,
  ) {}

  static async load(runner: QueryRunner, customerId: number): Promise<TenantDirectory> {
    const agents: { agent_id: number; employee_id: string; username: string; exten: string | null; pbx_member: string | null }[] = await runner.query(
      `SELECT agent_id, employee_id, username, exten, pbx_member FROM telephony.agents WHERE customer_id = $1`,
      [customerId],
    );
    const byKey = new Map<string, DirectoryAgent>();
    const byExten = new Map<string, DirectoryAgent>();
    const byEmployee = new Map<string, DirectoryAgent>();
    for (const row of agents) {
      const agent = { agentId: row.agent_id, exten: row.exten };
      byEmployee.set(row.employee_id, agent);
      if (row.exten) byExten.set(row.exten, agent);
      byKey.set(row.username.toLowerCase(), agent);
    }
    // PBX member names win over user names that happen to look alike.
    for (const row of agents) if (row.pbx_member) byKey.set(row.pbx_member.toLowerCase(), { agentId: row.agent_id, exten: row.exten });
    const customers: { call_customer_id: number; queue_name: string; routing_exten: string; dialled_number: string | null; code: string }[] =
      await runner.query(`SELECT call_customer_id, queue_name, routing_exten, dialled_number, code FROM telephony.call_customers WHERE customer_id = $1`, [
        customerId,
      ]);
    const customersByKey = new Map<string, DirectoryCallCustomer>();
    for (const row of customers) {
      const customer = { callCustomerId: row.call_customer_id, routingExten: row.routing_exten, dialledNumber: row.dialled_number };
      for (const key of [row.dialled_number, row.code, row.routing_exten, row.queue_name]) if (key) customersByKey.set(key.toLowerCase(), customer);
    }
    return new TenantDirectory(byKey, byExten, byEmployee, customersByKey);
  }

  /** A queue member as the PBX names it: member name, then the channel's extension, employee id, user name. */
  agentOfMember(member: string): (DirectoryAgent & { exten: string | null }) | null {
    const direct = this.agentsByKey.get(member.toLowerCase());
    if (direct) return direct;
    const exten = extensionOfChannel(member);
    if (exten && this.agentsByExten.has(exten)) return { ...this.agentsByExten.get(exten)!, exten };
    return this.agentsByEmployee.get(member) ?? null;
  }

  agentOfEmployee(employeeId: string): DirectoryAgent | null {
    return this.agentsByEmployee.get(employeeId) ?? null;
  }

  agentOfExten(exten: string): DirectoryAgent | null {
    return this.agentsByExten.get(exten) ?? null;
  }

  /** A queue name, routing exten, dialled number or call customer code. */
  callCustomer(key: string): DirectoryCallCustomer | null {
    return this.customersByKey.get(key.trim().toLowerCase()) ?? null;
  }
}
