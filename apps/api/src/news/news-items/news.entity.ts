import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

@Entity({ schema: 'news', name: 'news' })
export class NewsEntity {
  @PrimaryGeneratedColumn() newsId: number;
  @Column() customerId: number;
  /** Sanitised HTML. */
  @Column() text: string;
  /** The text without tags: the search and the list's preview. */
  @Column() plainText: string;
  @Column({ type: 'date' }) validFrom: string;
  @Column({ type: 'date' }) validUntil: string;
  @Column({ type: 'integer', nullable: true }) createdBy: number | null;
  @Column({ type: 'timestamptz', default: () => 'now()' }) createdAt: Date;
  @Column({ type: 'timestamptz', default: () => 'now()' }) updatedAt: Date;
}
