import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

@Entity({ schema: 'quality', name: 'scorecards' })
export class ScorecardEntity {
  @PrimaryGeneratedColumn() scorecardId: number;
  @Column() customerId: number;
  @Column() name: string;
  /** quality.scorecard_versions: the version new evaluations are scored on. */
  @Column({ type: 'integer', nullable: true }) currentVersionId: number | null;
  @Column({ type: 'timestamptz', default: () => 'now()' }) createdAt: Date;
  @Column({ type: 'timestamptz', default: () => 'now()' }) updatedAt: Date;
}
