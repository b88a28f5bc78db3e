import { Controller } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { QualityCalls } from '@backoffice/contracts';
import { DataSource } from 'typeorm';
import { activeCustomerFor } from '../../platform/auth/active-customer.js';
import { CurrentPrincipal } from '../../platform/auth/auth.decorators.js';
import type { Principal } from '../../platform/auth/principal.js';
import { Call } from '../../platform/rpc/call.decorator.js';
import { qualitySummary } from './quality-summary.queries.js';

/** The figures of Quality's dashboard widget. */
@ApiTags('quality')
@Controller()
export class QualitySummaryController {
  constructor(private readonly dataSource: DataSource) {}

  @Call(QualityCalls.summary, { body: null })
  summary(@CurrentPrincipal() principal: Principal) {
    return qualitySummary(this.dataSource.manager, activeCustomerFor(principal), principal.timeZone);
  }
}
