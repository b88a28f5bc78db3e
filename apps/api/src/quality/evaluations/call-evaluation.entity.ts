import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

@Entity({ schema: 'quality', name: 'call_evaluations' })
export class CallEvaluationEntity {
  @PrimaryGeneratedColumn() callEvaluationId: number;
  @Column() customerId: number;
  /** telephony.calls.call_id (bigint: a string in JavaScript). */
  @Column({ type: 'bigint' }) callId: string;
  @Column() agentId: number;
  @Column({ type: 'timestamptz' }) callStartedAt: Date;
  @Column() status: string;
  @Column() comment: string;
  @Column() typoMistake: boolean;
  @Column() fromAw: boolean;
  /** The sampling job that drew it (null for an evaluation added by hand). */
  @Column({ type: 'text', nullable: true }) generationJob: string | null;
  @Column({ type: 'integer', nullable: true }) evaluatedBy: number | null;
  /** quality.scorecard_versions: the form version the call was scored on (null: not scored). */
  @Column({ type: 'integer', nullable: true }) scorecardVersionId: number | null;
  /** 0-100, libs/domain scoreEvaluation. */
  @Column({ type: 'numeric', precision: 4, scale: 1, nullable: true }) score: number | null;
  /** The per-section scores at save ([{ Name, Score }]): the PDF report averages them. */
  @Column({ type: 'jsonb', nullable: true }) sectionScores: { Name: string; Score: number | null }[] | null;
  @Column({ type: 'timestamptz', default: () => 'now()' }) createdAt: Date;
  @Column({ type: 'timestamptz', default: () => 'now()' }) updatedAt: Date;
}
