/**
 * TypeORM entities of the telephony read model (schema `telephony`, created by the
 * TelephonySchema migration). Areas that show calls, agents and activity read through these or
 * through SQL on the same tables; the generator and the imports write with COPY and INSERT.
 * bigint ids come back from PostgreSQL as strings and are typed so.
 */
import { Column, Entity, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';

@Entity({ schema: 'telephony', name: 'call_customers' })
export class CallCustomerEntity {
  @PrimaryGeneratedColumn() callCustomerId: number;
  @Column() customerId: number;
  @Column() code: string;
  @Column() name: string;
  @Column() routingExten: string;
  @Column({ type: 'text', nullable: true }) dialledNumber: string | null;
  @Column() queueName: string;
  @Column({ type: 'timestamptz', default: () => 'now()' }) createdAt: Date;
}

@Entity({ schema: 'telephony', name: 'agents' })
export class AgentEntity {
  @PrimaryGeneratedColumn() agentId: number;
  @Column() customerId: number;
  @Column() employeeId: string;
  @Column() username: string;
  @Column({ default: '' }) firstName: string;
  @Column({ default: '' }) lastName: string;
  @Column({ type: 'text', nullable: true }) email: string | null;
  @Column({ default: false }) isSupervisor: boolean;
  @Column({ type: 'text', nullable: true }) exten: string | null;
  /** The queue member name the PBX logs (queue_log agent field), e.g. `PJSIP/3001`. */
  @Column({ type: 'text', nullable: true }) pbxMember: string | null;
  /** The product user this agent is (own-scope permissions), if linked. */
  @Column({ type: 'integer', nullable: true }) userId: number | null;
  @Column({ type: 'timestamptz', default: () => 'now()' }) createdAt: Date;
}

@Entity({ schema: 'telephony', name: 'calls' })
export class CallEntity {
  /** The wire LogID. */
  @PrimaryGeneratedColumn({ type: 'bigint' }) callId: string;
  @Column() customerId: number;
  /** The PBX's uniqueid (`uniqueid/N` for the N-th queue a call entered); the import's idempotency key. */
  @Column() uniqueId: string;
  @Column({ default: '' }) callerNumber: string;
  @Column({ default: '' }) dialledNumber: string;
  @Column() routingExten: string;
  @Column({ type: 'text', nullable: true }) agentExten: string | null;
  @Column({ type: 'integer', nullable: true }) callCustomerId: number | null;
  @ManyToOne(() => CallCustomerEntity, { nullable: true }) @JoinColumn({ name: 'call_customer_id' }) callCustomer?: CallCustomerEntity | null;
  @Column({ type: 'integer', nullable: true }) agentId: number | null;
  @ManyToOne(() => AgentEntity, { nullable: true }) @JoinColumn({ name: 'agent_id' }) agent?: AgentEntity | null;
  @Column({ type: 'timestamptz' }) startedAt: Date;
  /** Waits and talk are null while unknown: an unfinished call (the log ended before its exit event). */
  @Column({ type: 'integer', nullable: true }) waitRoutingSeconds: number | null;
  @Column({ type: 'integer', nullable: true }) waitAgentSeconds: number | null;
  @Column({ type: 'integer', nullable: true }) talkSeconds: number | null;
  @Column({ type: 'integer' }) postHandlingSeconds: number;
  @Column() answered: boolean;
  @Column() lost: boolean;
  @Column() transferred: boolean;
  @Column({ type: 'text', nullable: true }) transferTarget: string | null;
  @Column({ type: 'text', nullable: true }) resultType: string | null;
  @Column() status: string;
  /** Storage key of the recording (a pooled WAV for generated calls). */
  @Column({ type: 'text', nullable: true }) recordingKey: string | null;
  @Column({ type: 'text', nullable: true }) cdrDisposition: string | null;
  @Column({ type: 'integer', nullable: true }) cdrBillSeconds: number | null;
  @Column({ type: 'text', nullable: true }) cdrChannel: string | null;
  @Column({ type: 'text', nullable: true }) cdrDestinationChannel: string | null;
  @Column({ type: 'text', nullable: true }) cdrAccountCode: string | null;
  @Column() source: string;
}

@Entity({ schema: 'telephony', name: 'agent_status_periods' })
export class AgentStatusPeriodEntity {
  @PrimaryGeneratedColumn({ type: 'bigint' }) periodId: string;
  @Column() customerId: number;
  @Column() agentId: number;
  @Column() activityType: string;
  @Column({ type: 'text', nullable: true }) reason: string | null;
  @Column({ type: 'text', nullable: true }) exten: string | null;
  @Column({ type: 'timestamptz' }) startedAt: Date;
  @Column({ type: 'timestamptz' }) endedAt: Date;
  @Column() source: string;
}

@Entity({ schema: 'telephony', name: 'absences' })
export class AbsenceEntity {
  @PrimaryGeneratedColumn({ type: 'bigint' }) absenceId: string;
  @Column() customerId: number;
  @Column() agentId: number;
  @Column({ type: 'timestamptz' }) startedAt: Date;
  @Column({ type: 'timestamptz' }) endedAt: Date;
  @Column() reason: string;
  @Column() source: string;
}

@Entity({ schema: 'telephony', name: 'mail_activities' })
export class MailActivityEntity {
  @PrimaryGeneratedColumn({ type: 'bigint' }) mailActivityId: string;
  @Column() customerId: number;
  @Column() mailId: string;
  @Column() agentId: number;
  @Column({ type: 'integer', nullable: true }) callCustomerId: number | null;
  @Column({ type: 'timestamptz' }) sentAt: Date;
  @Column() source: string;
}

@Entity({ schema: 'telephony', name: 'extension_switches' })
export class ExtensionSwitchEntity {
  @PrimaryGeneratedColumn({ type: 'bigint' }) switchId: string;
  @Column() customerId: number;
  @Column() agentId: number;
  @Column({ type: 'integer', nullable: true }) callCustomerId: number | null;
  @Column({ type: 'timestamptz' }) switchedAt: Date;
  @Column({ type: 'text', nullable: true }) fromExten: string | null;
  @Column() toExten: string;
  @Column() source: string;
}

@Entity({ schema: 'telephony', name: 'lunch_breaks' })
export class LunchBreakEntity {
  @PrimaryGeneratedColumn({ type: 'bigint' }) lunchBreakId: string;
  @Column() customerId: number;
  @Column() agentId: number;
  @Column({ type: 'date' }) breakDate: string;
  @Column({ type: 'timestamptz' }) startedAt: Date;
  @Column({ type: 'timestamptz', nullable: true }) endedAt: Date | null;
  @Column() source: string;
}

@Entity({ schema: 'telephony', name: 'pc_inventory' })
export class PcInventoryEntity {
  @PrimaryGeneratedColumn() pcId: number;
  @Column() customerId: number;
  @Column() hostname: string;
  @Column({ type: 'timestamptz' }) updateStamp: Date;
  @Column() windowsVersion: string;
  @Column() source: string;
}

@Entity({ schema: 'telephony', name: 'holidays' })
export class HolidayEntity {
  @PrimaryGeneratedColumn() holidayId: number;
  @Column() customerId: number;
  @Column({ type: 'date' }) holidayDate: string;
  @Column() name: string;
}

/** One import attempt of a file (upload job or command-line run), with its outcome and report. */
@Entity({ schema: 'telephony', name: 'import_runs' })
export class ImportRunEntity {
  @PrimaryGeneratedColumn({ type: 'bigint' }) importId: string;
  /** Null only for an attempt naming a customer that does not exist. */
  @Column({ type: 'integer', nullable: true }) customerId: number | null;
  @Column() kind: string;
  @Column() fileName: string;
  @Column({ type: 'integer', nullable: true }) userId: number | null;
  @Column() status: string;
  @Column({ type: 'text', nullable: true }) reason: string | null;
  @Column({ type: 'jsonb', nullable: true }) report: unknown;
  @Column({ type: 'text', nullable: true }) jobId: string | null;
  @Column({ type: 'text', nullable: true }) storageKey: string | null;
  @Column({ type: 'bigint', nullable: true }) fileBytes: string | null;
  @Column({ type: 'integer' }) attempts: number;
  @Column({ type: 'integer' }) linesRead: number;
  @Column({ type: 'integer' }) rowsWritten: number;
  @Column({ type: 'integer' }) warningCount: number;
  @Column({ type: 'integer' }) errorCount: number;
  @Column({ type: 'timestamptz' }) createdAt: Date;
  @Column({ type: 'timestamptz', nullable: true }) startedAt: Date | null;
  @Column({ type: 'timestamptz', nullable: true }) finishedAt: Date | null;
}

/** A continuous source (issue 24); position and builder_state belong to its reader (sources/ingestion). */
@Entity({ schema: 'telephony', name: 'sources' })
export class TelephonySourceEntity {
  @PrimaryGeneratedColumn() sourceId: number;
  @Column() customerId: number;
  @Column() kind: string;
  @Column({ type: 'text', nullable: true }) path: string | null;
  @Column({ type: 'text', nullable: true }) connectionUrl: string | null;
  @Column({ type: 'text', nullable: true }) tableName: string | null;
  @Column({ type: 'boolean' }) active: boolean;
  @Column({ type: 'bigint' }) linesRead: string;
  @Column({ type: 'timestamptz', nullable: true }) lastLineAt: Date | null;
  @Column({ type: 'timestamptz', nullable: true }) caughtUpAt: Date | null;
  @Column({ type: 'text', nullable: true }) lastError: string | null;
  @Column({ type: 'timestamptz', nullable: true }) lastErrorAt: Date | null;
  @Column({ type: 'jsonb', nullable: true }) position: unknown;
  @Column({ type: 'jsonb', nullable: true }) builderState: unknown;
  @Column({ type: 'timestamptz' }) createdAt: Date;
}

export const TELEPHONY_ENTITIES = [
  TelephonySourceEntity,
  ImportRunEntity,
  CallCustomerEntity,
  AgentEntity,
  CallEntity,
  AgentStatusPeriodEntity,
  AbsenceEntity,
  MailActivityEntity,
  ExtensionSwitchEntity,
  LunchBreakEntity,
  PcInventoryEntity,
  HolidayEntity,
];
