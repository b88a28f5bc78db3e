import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

@Entity({ schema: 'core', name: 'roles' })
export class RoleEntity {
  @PrimaryGeneratedColumn() roleId: number;
  @Column() name: string;
  @Column() fancyName: string;
  @Column({ default: 'public' }) type: 'public' | 'private';
  @Column({ default: false }) locked: boolean;
  /** The owning customer; null: a global role. */
  @Column({ type: 'integer', nullable: true }) customerId: number | null;
  @Column({ type: 'timestamptz', default: () => 'now()' }) createdAt: Date;
  @Column({ type: 'timestamptz', default: () => 'now()' }) updatedAt: Date;
}
