import { Body, Controller } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { CoreCalls, WORKSTATION_ACTIONS, type SearchHit, type ShellConfig, type WorkstationAction } from '@backoffice/contracts';
import { IsIn, IsString, MaxLength, MinLength } from 'class-validator';
import { CurrentPrincipal } from '../auth/auth.decorators.js';
import type { Principal } from '../auth/principal.js';
import { AppConfig } from '../config/app-config.js';
import { AppError } from '../rpc/app-error.js';
import { Reply } from '../rpc/rpc.decorator.js';
import { GlobalSearchRegistry } from '../search/global-search.js';
import { activeCustomerOrNull } from '../auth/active-customer.js';
import { Call } from '../rpc/call.decorator.js';

export class GlobalSearchDto {
  @IsString({ message: 'Text must be text' })
  @MinLength(4, { message: 'Search input require min 4 characters.' })
  @MaxLength(200, { message: 'Text must be at most 200 characters' })
  Text: string;
}

export class WorkstationActionDto {
  @IsIn(WORKSTATION_ACTIONS, { message: `Action must be one of ${WORKSTATION_ACTIONS.join(', ')}` })
  Action: WorkstationAction;
}

const ACTION_LABELS: Record<WorkstationAction, string> = {
  reboot: 'Reboot',
  pxe_reconfigure: 'PXE reconfigure',
  network_reconfigure: 'Network reconfigure',
};

/** What the admin's top bar needs: its configuration, the global search, the workstation buttons. */
@ApiTags('shell')
@Controller()
export class ShellController {
  constructor(
    private readonly config: AppConfig,
    private readonly search: GlobalSearchRegistry,
  ) {}

  @Call(CoreCalls.shellConfig)
  shellConfig(): ShellConfig {
    const workstation = this.config.workstationManagementUrl !== null;
    return {
      externalLogoutUrl: this.config.externalLogoutUrl,
      helpDeskUrl: this.config.helpDeskUrl,
      liveChat: { enabled: this.config.liveChatScriptUrl !== null, scriptUrl: this.config.liveChatScriptUrl, widgetKey: this.config.liveChatWidgetKey },
      globalSearchEnabled: this.config.globalSearchEnabled,
      workstationActions: { reboot: workstation, pxeReconfigure: workstation, networkReconfigure: workstation },
      mapTileUrl: this.config.mapTileUrl,
      mapTileAttribution: this.config.mapTileAttribution,
      defaultLocale: this.config.defaultLocale,
      sessionMinutes: Math.round(this.config.sessionSeconds / 60),
    };
  }

  @Call(CoreCalls.globalSearch)
  async globalSearch(@Body() body: GlobalSearchDto, @CurrentPrincipal() principal: Principal): Promise<SearchHit[]> {
    if (!this.config.globalSearchEnabled) throw AppError.notFound('Global search is not enabled.');
    return this.search.search(body.Text.trim(), principal);
  }

  /** Forwards the request to the workstation-management service, naming the signed-in user. */
  @Call(CoreCalls.workstationAction)
  async workstationAction(@Body() body: WorkstationActionDto, @CurrentPrincipal() principal: Principal): Promise<Reply<null>> {
    const base = this.config.workstationManagementUrl;
    if (!base) throw AppError.notFound('Workstation management is not configured.');
    let response: Response;
    try {
      response = await fetch(new URL(body.Action, base.endsWith('/') ? base : `${base}/`), {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: principal.username, userId: principal.userId, customerId: activeCustomerOrNull(principal) }),
        signal: AbortSignal.timeout(10_000),
      });
    } catch (error) {
      throw new AppError(503, `The workstation-management service is unreachable (${(error as Error).message}).`);
    }
    if (!response.ok) throw new AppError(502, `The workstation-management service answered ${response.status}.`);
    return new Reply(null, `${ACTION_LABELS[body.Action]} requested`);
  }
}
