import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** A rendered report: written only once its PDF is in the storage. */
@Entity({ schema: 'quality', name: 'reports' })
export class ReportEntity {
  @PrimaryGeneratedColumn() reportId: number;
  @Column() customerId: number;
  @Column({ type: 'timestamptz' }) periodFrom: Date;
  @Column({ type: 'timestamptz' }) periodTo: Date;
  @Column({ type: 'integer', nullable: true }) reportUserId: number | null;
  @Column() reportUser: string;
  @Column({ type: 'integer', array: true }) agentIds: number[];
  @Column() perAgent: boolean;
  @Column() perfectCalls: number;
  @Column() totalCalls: number;
  @Column() archived: boolean;
  @Column() fileName: string;
  @Column() storageKey: string;
  @Column({ type: 'bigint' }) fileBytes: string;
  @Column() jobId: string;
  @Column({ type: 'timestamptz', default: () => 'now()' }) createdAt: Date;
}
