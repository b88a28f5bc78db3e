import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** A monitor text (schema monitor): rich text, sanitised before it is stored. */
@Entity({ schema: 'monitor', name: 'texts' })
export class MonitorTextEntity {
  @PrimaryGeneratedColumn() textId: number;
  @Column() customerId: number;
  @Column() name: string;
  @Column({ default: '' }) content: string;
  @Column({ default: true }) active: boolean;
  @Column({ type: 'text', nullable: true }) createdBy: string | null;
  @Column({ type: 'text', nullable: true }) lastModifiedBy: string | null;
  @Column({ type: 'timestamptz', default: () => 'now()' }) createdAt: Date;
  @Column({ type: 'timestamptz', default: () => 'now()' }) updatedAt: Date;
}
