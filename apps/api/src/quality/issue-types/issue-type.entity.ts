import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

@Entity({ schema: 'quality', name: 'issue_types' })
export class IssueTypeEntity {
  @PrimaryGeneratedColumn() issueId: number;
  @Column() customerId: number;
  @Column() name: string;
  @Column({ type: 'timestamptz', default: () => 'now()' }) createdAt: Date;
}
