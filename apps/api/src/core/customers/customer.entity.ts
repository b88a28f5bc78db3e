import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

@Entity({ schema: 'core', name: 'customers' })
export class CustomerEntity {
  @PrimaryGeneratedColumn() customerId: number;
  @Column() name: string;
  @Column({ type: 'smallint', default: 1 }) status: number;
  @Column({ type: 'text', nullable: true }) country: string | null;
  @Column({ type: 'text', default: 'Europe/Vienna' }) timeZone: string;
  @Column({ type: 'timestamptz', default: () => 'now()' }) createdAt: Date;
  @Column({ type: 'timestamptz', default: () => 'now()' }) updatedAt: Date;
}
