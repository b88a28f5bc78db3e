import { Controller } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { Permission } from '@backoffice/contracts';
import { DataSource } from 'typeorm';
import { CurrentPrincipal, RequirePermissions } from '../../platform/auth/auth.decorators.js';
import type { Principal } from '../../platform/auth/principal.js';
import { Rpc } from '../../platform/rpc/rpc.decorator.js';
import { qualitySummary } from './quality-summary.query.js';
import { activeCustomerFor } from '../../platform/auth/active-customer.js';

/** The figures of Quality's dashboard widget. */
@ApiTags('quality')
@Controller('quality')
export class QualitySummaryController {
  constructor(private readonly dataSource: DataSource) {}

  @Rpc('summary', { summary: 'Answers the quality figures of the active customer for the home page', body: null, fail: 'Cannot load the quality summary' })
  @RequirePermissions(Permission.QualityListEvaluation, Permission.QualityEvaluateEvaluation, Permission.QualityListReport)
  summary(@CurrentPrincipal() principal: Principal) {
    return qualitySummary(this.dataSource.manager, activeCustomerFor(principal), principal.timeZone);
  }
}
