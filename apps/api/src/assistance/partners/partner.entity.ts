import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

@Entity({ schema: 'assistance', name: 'partners' })
export class PartnerEntity {
  @PrimaryGeneratedColumn() partnerId: number;
  @Column() customerId: number;
  @Column({ type: 'text' }) partnerGroup: string;
  @Column({ type: 'text', default: '' }) type: string;
  @Column({ type: 'text', default: 'NEW' }) priority: string;
  @Column({ type: 'text' }) companyName: string;
  @Column({ type: 'text' }) openingHours: string;
  @Column({ type: 'text' }) email: string;
  @Column({ type: 'text' }) telephoneNumber: string;
  @Column({ type: 'text', nullable: true }) homepage: string | null;
  @Column({ type: 'text', nullable: true }) shortName: string | null;
  @Column({ type: 'text', nullable: true }) notes: string | null;
  @Column({ type: 'text', nullable: true }) areaOfOperations: string | null;
  @Column({ type: 'text', nullable: true }) fax: string | null;
  @Column({ type: 'text', nullable: true }) accountingHours: string | null;
  @Column({ type: 'text', nullable: true }) contactList: string | null;
  @Column({ type: 'text', nullable: true }) acceptGop: string | null;
  @Column({ type: 'text', nullable: true }) qualityNotes: string | null;
  @Column({ type: 'text', nullable: true }) street: string | null;
  @Column({ type: 'text', nullable: true }) postalCode: string | null;
  @Column({ type: 'text', nullable: true }) location: string | null;
  @Column({ type: 'text', nullable: true }) countryName: string | null;
  @Column({ type: 'text', nullable: true }) countryCode: string | null;
  @Column({ type: 'double precision' }) longitude: number;
  @Column({ type: 'double precision' }) latitude: number;
  @Column({ type: 'text', nullable: true }) logoKey: string | null;
  @Column({ type: 'text', nullable: true }) logoName: string | null;
  @Column({ type: 'text', nullable: true }) costsDocumentKey: string | null;
  @Column({ type: 'text', nullable: true }) costsDocumentName: string | null;
  @Column({ type: 'boolean', default: false }) dataValid: boolean;
  @Column({ type: 'text', nullable: true }) noticeNote: string | null;
  @Column({ type: 'timestamptz', nullable: true }) noticeFrom: Date | null;
  @Column({ type: 'timestamptz', nullable: true }) noticeUntil: Date | null;
  @Column({ type: 'timestamptz', default: () => 'now()' }) createdAt: Date;
  @Column({ type: 'timestamptz', default: () => 'now()' }) updatedAt: Date;
}
