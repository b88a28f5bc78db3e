import type { ScheduleFailureProblem } from '@backoffice/contracts';
import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

@Entity({ schema: 'reports', name: 'schedules' })
export class ScheduleEntity {
  @PrimaryGeneratedColumn() scheduleId: number;
  @Column() customerId: number;
  @Column() ownerId: number;
  @Column() report: string;
  @Column({ type: 'jsonb' }) parameters: Record<string, unknown>;
  @Column() range: string;
  @Column() time: string;
  @Column({ type: 'smallint', array: true }) days: number[];
  @Column({ type: 'text', array: true }) recipients: string[];
  @Column() format: string;
  @Column() language: string;
  @Column({ type: 'timestamptz' }) checkedUntil: Date;
  @Column({ type: 'timestamptz', nullable: true }) lastRunAt: Date | null;
  @Column({ type: 'text', nullable: true }) lastError: string | null;
  @Column({ type: 'jsonb', nullable: true }) lastErrorProblems: ScheduleFailureProblem[] | null;
  @Column({ type: 'timestamptz', default: () => 'now()' }) createdAt: Date;
}
