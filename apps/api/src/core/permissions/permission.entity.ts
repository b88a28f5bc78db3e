import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

@Entity({ schema: 'core', name: 'permissions' })
export class PermissionEntity {
  @PrimaryGeneratedColumn() permissionId: number;
  @Column() name: string;
  @Column({ type: 'timestamptz', default: () => 'now()' }) createdAt: Date;
}
