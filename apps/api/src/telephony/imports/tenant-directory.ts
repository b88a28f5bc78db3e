/**
 * A tenant's agents and call customers (queues), loaded once per import, to resolve what PBX
 * files name (queue member names, extensions, queue names, dialled numbers) to our ids. Queues
 * and agents a queue_log names that the directory does not know are created on the fly, inside
 * the import's transaction (gone again if the file is rejected), and listed as created.
 */
import { extensionOfChannel, isChannelName, queueMemberKey } from '@backoffice/domain';
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

interface AgentRow {
  agent_id: number;
  employee_id: string;
  username: string;
  exten: string | null;
  pbx_member: string | null;
}

export class TenantDirectory {
  /** Names created by this import, for the report. */
  readonly created: { agents: string[]; call_customers: string[] } = { agents: [], call_customers: [] };
  private readonly agentsById = new Map<number, DirectoryAgent>();
  /** Agents created for member keys of this file. */
  private readonly agentsByMemberKey = new Map<string, DirectoryAgent>();

  private constructor(
    private readonly runner: QueryRunner,
    private readonly customerId: number,
    private readonly agentRows: AgentRow[],
    private readonly agentsByKey: Map<string, DirectoryAgent>,
    private readonly agentsByExten: Map<string, DirectoryAgent>,
    private readonly agentsByEmployee: Map<string, DirectoryAgent>,
    private readonly customersByKey: Map<string, DirectoryCallCustomer>,
  ) {
    for (const map of [agentsByKey, agentsByExten, agentsByEmployee]) for (const agent of map.values()) this.agentsById.set(agent.agentId, agent);
  }

  static async load(runner: QueryRunner, customerId: number): Promise<TenantDirectory> {
    const agents: AgentRow[] = await runner.query(`SELECT agent_id, employee_id, username, exten, pbx_member FROM telephony.agents WHERE customer_id = $1`, [
      customerId,
    ]);
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
    for (const row of agents) if (row.pbx_member) byKey.set(row.pbx_member.toLowerCase(), byEmployee.get(row.employee_id)!);
    const customers: { call_customer_id: number; queue_name: string; routing_exten: string; dialled_number: string | null; code: string }[] =
      await runner.query(`SELECT call_customer_id, queue_name, routing_exten, dialled_number, code FROM telephony.call_customers WHERE customer_id = $1`, [
        customerId,
      ]);
    const customersByKey = new Map<string, DirectoryCallCustomer>();
    for (const row of customers) {
      const customer = { callCustomerId: row.call_customer_id, routingExten: row.routing_exten, dialledNumber: row.dialled_number };
      for (const key of [row.dialled_number, row.code, row.routing_exten, row.queue_name]) if (key) customersByKey.set(key.toLowerCase(), customer);
    }
    return new TenantDirectory(runner, customerId, agents, byKey, byExten, byEmployee, customersByKey);
  }

  /** A queue member as the PBX names it: member name, then the channel's extension, employee id, user name. */
  agentOfMember(member: string): DirectoryAgent | null {
    const direct = this.agentsByKey.get(member.trim().toLowerCase());
    if (direct) return direct;
    const exten = isChannelName(member) ? extensionOfChannel(member) : null;
    if (exten && this.agentsByExten.has(exten)) return { ...this.agentsByExten.get(exten)!, exten };
    return this.agentsByEmployee.get(member.trim()) ?? null;
  }

  /**
   * One key per person for the queue_log builder: a known agent by its id, so every name the PBX
   * uses for them is one agent; an unknown member by its name or extension (see queueMemberKey).
   */
  memberKey(member: string): string {
    const known = this.agentOfMember(member);
    return known ? `id:${known.agentId}` : queueMemberKey(member);
  }

  /** The agent of a member key; an unknown member becomes a new agent named as the PBX first named it. */
  async agentOfMemberKey(key: string, member: string): Promise<DirectoryAgent> {
    if (key.startsWith('id:')) return this.agentsById.get(Number(key.slice(3)))!;
    const known = this.agentsByMemberKey.get(key);
    if (known) return known;
    const name = member.trim();
    const loaded = this.loadedAgentNamed(name);
    if (loaded) {
      this.agentsByMemberKey.set(key, loaded);
      return loaded;
    }
    const channel = isChannelName(name);
    const exten = channel ? extensionOfChannel(name) : null;
    const [firstName, lastName] = channel ? ['', name] : splitName(name);
    const inserted: { agent_id: number }[] = await this.runner.query(
      `INSERT INTO telephony.agents (customer_id, employee_id, username, first_name, last_name, exten, pbx_member)
       VALUES ($1, $2, $2, $3, $4, $5, $2) ON CONFLICT DO NOTHING RETURNING agent_id`,
      [this.customerId, name, firstName, lastName, exten],
    );
    let agent: DirectoryAgent;
    if (inserted.length > 0) {
      agent = { agentId: inserted[0].agent_id, exten };
      this.created.agents.push(name);
    } else {
      // Someone with this name as employee id, user name or member name exists after all.
      const [row]: { agent_id: number; exten: string | null }[] = await this.runner.query(
        `SELECT agent_id, exten FROM telephony.agents WHERE customer_id = $1 AND (employee_id = $2 OR lower(username) = lower($2) OR pbx_member = $2)
         ORDER BY agent_id LIMIT 1`,
        [this.customerId, name],
      );
      agent = { agentId: row.agent_id, exten: row.exten };
    }
    this.agentsByMemberKey.set(key, agent);
    this.agentsById.set(agent.agentId, agent);
    return agent;
  }

  /**
   * The agent the INSERT of {@link agentOfMemberKey} would collide with, found among the loaded
   * rows (the same match and order as its SELECT): a continuous source meets the agents it created
   * in earlier reads again in every read, two statements each otherwise. Undefined for a name
   * that is not plain ASCII (PostgreSQL's lower() decides) or that no loaded agent has.
   */
  private loadedAgentNamed(name: string): DirectoryAgent | undefined {
    if (!/^[\x20-\x7e]*$/.test(name)) return undefined;
    const lower = name.toLowerCase();
    let found: AgentRow | undefined;
    for (const row of this.agentRows)
      if ((row.employee_id === name || row.pbx_member === name || row.username.toLowerCase() === lower) && (!found || row.agent_id < found.agent_id))
        found = row;
    return found && this.agentsById.get(found.agent_id);
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

  /** The call customer of a queue; a queue nobody knows becomes a call customer of that name. */
  async callCustomerOfQueue(queue: string): Promise<DirectoryCallCustomer> {
    const known = this.callCustomer(queue);
    if (known) return known;
    const name = queue.trim();
    const [row]: { call_customer_id: number }[] = await this.runner.query(
      `INSERT INTO telephony.call_customers (customer_id, code, name, routing_exten, queue_name) VALUES ($1, $2, $2, $2, $2)
       ON CONFLICT DO NOTHING RETURNING call_customer_id`,
      [this.customerId, name],
    );
    const customer = row ? { callCustomerId: row.call_customer_id, routingExten: name, dialledNumber: null } : await this.existingCallCustomer(name);
    if (row) this.created.call_customers.push(name);
    this.customersByKey.set(name.toLowerCase(), customer);
    return customer;
  }

  private async existingCallCustomer(name: string): Promise<DirectoryCallCustomer> {
    const [row]: { call_customer_id: number; routing_exten: string; dialled_number: string | null }[] = await this.runner.query(
      `SELECT call_customer_id, routing_exten, dialled_number FROM telephony.call_customers WHERE customer_id = $1 AND (code = $2 OR queue_name = $2)
       ORDER BY call_customer_id LIMIT 1`,
      [this.customerId, name],
    );
    return { callCustomerId: row.call_customer_id, routingExten: row.routing_exten, dialledNumber: row.dialled_number };
  }
}

/** 'Anna Maria Gruber' -> ['Anna Maria', 'Gruber']; a single word is the last name. */
function splitName(name: string): [string, string] {
  const words = name.split(/\s+/).filter(Boolean);
  if (words.length < 2) return ['', name];
  return [words.slice(0, -1).join(' '), words[words.length - 1]];
}
