import { ApiProperty } from '@nestjs/swagger';
import type { ReportMailDomains } from '@backoffice/contracts';
import { ArrayMaxSize, IsArray, IsString } from 'class-validator';

export class MailDomainsDto implements ReportMailDomains {
  @ApiProperty({ type: String, isArray: true, example: ['example.com'] })
  @IsArray({ message: 'Domains must be a list of mail domains' })
  @ArrayMaxSize(100, { message: 'At most 100 mail domains' })
  @IsString({ each: true, message: 'Domains must be a list of mail domains' })
  Domains: string[];
}
