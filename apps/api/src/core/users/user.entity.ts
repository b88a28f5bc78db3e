import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

@Entity({ schema: 'core', name: 'users' })
export class UserEntity {
  @PrimaryGeneratedColumn() userId: number;
  @Column() firstName: string;
  @Column() lastName: string;
  @Column() username: string;
  @Column() email: string;
  @Column({ type: 'text', nullable: true }) phoneNumber: string | null;
  @Column({ type: 'smallint', default: 1 }) status: number;
  @Column() passwordHash: string;
  @Column({ type: 'timestamptz', nullable: true }) passwordExpires: Date | null;
  @Column({ type: 'jsonb', default: () => `'{"Columns": {}}'::jsonb` }) settings: { Columns: Record<string, Record<string, boolean>> };
  @Column({ type: 'integer', nullable: true }) createdBy: number | null;
  @Column({ type: 'integer', nullable: true }) lastModifiedBy: number | null;
  @Column({ type: 'timestamptz', default: () => 'now()' }) createdAt: Date;
  @Column({ type: 'timestamptz', default: () => 'now()' }) updatedAt: Date;
}
