/**
 * assistance/partners (spec part 2 section 7): count, list, list-map, create, load, save, delete,
 * bulk_delete, cost-document (upload) and cost-document/download, logo (upload or removal),
 * autocomplete and coordinates/{place_id}; map-towns (the base layer's town names) and geocoder
 * (what the place search can find); plus GET logo (the image, for img elements) and GET
 * export (PartnerList.csv of every matching row). Viewing needs assistance_list_partners, changing
 * assistance_edit_partners; every row is the active customer's (another's is a 404).
 */
import { Body, Controller, Param, Query, Req, Res } from '@nestjs/common';
import { EventBus } from '@nestjs/cqrs';
import { ApiBody, ApiConsumes, ApiTags } from '@nestjs/swagger';
import {
  COSTS_DOCUMENT_MAX_BYTES,
  LOGO_MAX_BYTES,
  PARTNER_CSV_FILE_NAME,
  PartnerCalls,
  Permission,
  type CostsDocumentDownload,
  type GeocoderInfo,
  type MapTown,
  type Partner,
  type PartnerListRow,
  type PartnerMapFeature,
  type PartnerMapQuery,
  type PlaceDetails,
  type PlaceSuggestion,
  type WireFilter,
} from '@backoffice/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { DataSource } from 'typeorm';
import { CurrentPrincipal, RequirePermissions } from '../../platform/auth/auth.decorators.js';
import type { Principal } from '../../platform/auth/principal.js';
import { scopedQuery } from '../../platform/crud/crud-query.js';
import { idBody, idsBody, ListFilterDto, listFilterPipe } from '../../platform/crud/crud.dto.js';
import { CrudService } from '../../platform/crud/crud.service.js';
import type { CsvColumn } from '../../platform/export/csv-download.js';
import { CsvExports } from '../../platform/export/csv-exports.js';
import { AppError } from '../../platform/rpc/app-error.js';
import { Download, Reply, Rpc } from '../../platform/rpc/rpc.decorator.js';
import { validate } from '../../platform/rpc/validation.js';
import { Geocoder } from '../geocoding/geocoder.js';
import { MapTowns } from '../geocoding/map-towns.js';
import { PartnersChangedEvent } from './events/partners-changed.event.js';
import { PartnerFiles } from './files/partner-files.service.js';
import { receivePartnerUpload } from './files/partner-upload.js';
import { PartnerMapService } from './map/partner-map.service.js';
import { CreatePartnerDto, MapTownsQueryDto, PartnerExportQueryDto, PartnerMapQueryDto, SavePartnerDto } from './partner.dto.js';
import { readPartner } from './partner-reader.js';
import { PARTNER_ADDRESS_SQL, partnersResource } from './partners.resource.js';
import { activeCustomerFor } from '../../platform/auth/active-customer.js';

const VIEW = Permission.AssistanceListPartners;
const EDIT = Permission.AssistanceEditPartners;
const PartnerIdBody = idBody('PartnerID');
const PartnerIdsBody = idsBody('PartnerIDs');

@ApiTags('assistance/partners')
@Controller(partnersResource.wire.base)
export class PartnersController {
  constructor(
    private readonly crud: CrudService,
    private readonly dataSource: DataSource,
    private readonly map: PartnerMapService,
    private readonly files: PartnerFiles,
    private readonly geocoder: Geocoder,
    private readonly towns: MapTowns,
    private readonly events: EventBus,
    private readonly exports: CsvExports,
  ) {}

  @Rpc('count', { summary: 'Counts the assistance partners of the active customer matching the filter q', body: ListFilterDto, fail: 'Cannot fetch partners' })
  @RequirePermissions(VIEW)
  count(@Body(listFilterPipe) filter: WireFilter, @CurrentPrincipal() principal: Principal): Promise<number> {
    return this.crud.count(partnersResource, filter, principal);
  }

  @Rpc('list', {
    summary: 'Lists one page of the assistance partners of the active customer: filter q, order, limit, offset',
    body: ListFilterDto,
    fail: 'Cannot fetch partners',
  })
  @RequirePermissions(VIEW)
  list(@Body(listFilterPipe) filter: WireFilter, @CurrentPrincipal() principal: Principal): Promise<PartnerListRow[]> {
    return this.crud.list(partnersResource, filter, principal) as unknown as Promise<PartnerListRow[]>;
  }

  /** result.data[0] holds the items (or, with Zoom and Bounds, the clusters and pins of that view). */
  @Rpc('list-map', {
    summary: 'Answers the partners on the map for a bounding box and zoom, clustered on the server',
    body: PartnerMapQueryDto,
    fail: 'Cannot fetch partners for map',
  })
  @RequirePermissions(VIEW)
  async listMap(@Body(validate(PartnerMapQueryDto)) query: PartnerMapQuery, @CurrentPrincipal() principal: Principal): Promise<[PartnerMapFeature[]]> {
    return [await this.map.features(principal, query)];
  }

  @Rpc('create', {
    summary: 'Creates an assistance partner for the active customer; answers the new partner',
    body: CreatePartnerDto,
    ok: 'Partner created successfully',
    fail: 'Could not create partner',
  })
  @RequirePermissions(EDIT)
  async create(@Body(validate(CreatePartnerDto)) body: Record<string, unknown>, @CurrentPrincipal() principal: Principal): Promise<Partner> {
    const created = await this.crud.create(partnersResource, body, principal);
    const id = Number(created.PartnerID);
    await this.changed(principal, 'create', [id]);
    return readPartner(this.dataSource.manager, id, principal);
  }

  @Rpc('load', { summary: 'Loads one assistance partner by PartnerID', body: PartnerIdBody, fail: 'Could not load the partner' })
  @RequirePermissions(VIEW)
  load(@Body(validate(PartnerIdBody)) body: { PartnerID: number }, @CurrentPrincipal() principal: Principal): Promise<Partner> {
    return readPartner(this.dataSource.manager, Number(body.PartnerID), principal);
  }

  @Rpc('save', {
    summary: 'Changes the given fields of the partner PartnerID; answers the partner',
    body: SavePartnerDto,
    ok: 'Partner updated successfully',
    fail: 'Could not update partner',
  })
  @RequirePermissions(EDIT)
  async save(@Body(validate(SavePartnerDto)) body: Record<string, unknown>, @CurrentPrincipal() principal: Principal): Promise<Partner> {
    await this.crud.save(partnersResource, body, principal);
    const id = Number(body.PartnerID);
    await this.changed(principal, 'save', [id]);
    return readPartner(this.dataSource.manager, id, principal);
  }

  @Rpc('delete', { summary: 'Deletes the partner PartnerID', body: PartnerIdBody, ok: 'Partner deleted successfully', fail: 'Cannot delete partners' })
  @RequirePermissions(EDIT)
  delete(@Body(validate(PartnerIdBody)) body: { PartnerID: number }, @CurrentPrincipal() principal: Principal): Promise<{ deleted: number }> {
    return this.remove([Number(body.PartnerID)], principal);
  }

  @Rpc('bulk_delete', {
    summary: 'Deletes the partners PartnerIDs, all or none',
    body: PartnerIdsBody,
    ok: 'Partners deleted successfully',
    fail: 'Cannot delete partners',
  })
  @RequirePermissions(EDIT)
  bulkDelete(@Body(validate(PartnerIdsBody)) body: { PartnerIDs: number[] }, @CurrentPrincipal() principal: Principal): Promise<{ deleted: number }> {
    return this.remove(body.PartnerIDs.map(Number), principal);
  }

  /** Multipart PartnerID + file (a PDF by its bytes, at most 10 MiB). */
  @ApiConsumes('multipart/form-data')
  @ApiBody({
    schema: { type: 'object', required: ['PartnerID', 'file'], properties: { PartnerID: { type: 'integer' }, file: { type: 'string', format: 'binary' } } },
  })
  @Rpc('cost-document', {
    summary: "Uploads a partner's price list document (multipart field file)",
    ok: 'Costs document uploaded successfully',
    fail: 'Error while uploading costs document',
  })
  @RequirePermissions(EDIT)
  async uploadCostsDocument(@Req() request: FastifyRequest, @CurrentPrincipal() principal: Principal): Promise<{ OriginalFileName: string }> {
    const upload = await receivePartnerUpload(request, COSTS_DOCUMENT_MAX_BYTES, 'PriceList.pdf');
    const stored = await this.files.saveCostsDocument(principal, upload);
    await this.changed(principal, 'costs-document', [upload.partnerId]);
    return stored;
  }

  @Rpc('cost-document/download', {
    summary: 'Answers the price list document of the partner PartnerID',
    body: PartnerIdBody,
    fail: 'Error while downloading Pricelist document',
  })
  @RequirePermissions(VIEW)
  downloadCostsDocument(@Body(validate(PartnerIdBody)) body: { PartnerID: number }, @CurrentPrincipal() principal: Principal): Promise<CostsDocumentDownload> {
    return this.files.downloadCostsDocument(principal, Number(body.PartnerID));
  }

  /** Multipart PartnerID + file (an image by its bytes, at most 5 MiB, stored as a PNG within 400 x 400); file null removes. */
  @ApiConsumes('multipart/form-data')
  @ApiBody({ schema: { type: 'object', required: ['PartnerID'], properties: { PartnerID: { type: 'integer' }, file: { type: 'string', format: 'binary' } } } })
  @Rpc('logo', { summary: "Uploads a partner's logo (multipart field file)", fail: 'Cannot upload logo' })
  @RequirePermissions(EDIT)
  async uploadLogo(@Req() request: FastifyRequest, @CurrentPrincipal() principal: Principal): Promise<Reply<{ Logo: string | null }>> {
    const upload = await receivePartnerUpload(request, LOGO_MAX_BYTES, 'logo');
    const stored = await this.files.saveLogo(principal, upload);
    await this.changed(principal, 'logo', [upload.partnerId]);
    return new Reply(stored, 'Logo has been updated successfully');
  }

  /** GET logo?PartnerID=..&Token=..: the stored logo (PNG) for img elements. */
  @Download('logo', { summary: 'Sends the logo of the partner PartnerID', fail: 'Cannot load the logo' })
  @RequirePermissions(VIEW)
  async logo(@Query('PartnerID') partnerId: string | undefined, @CurrentPrincipal() principal: Principal, @Res() reply: FastifyReply) {
    if (!/^[1-9]\d{0,9}$/.test(partnerId ?? '')) throw AppError.badRequest('PartnerID must be a positive id.');
    const image = await this.files.openLogo(principal, Number(partnerId));
    return reply.header('content-type', 'image/png').header('cache-control', 'private, max-age=300').header('x-content-type-options', 'nosniff').send(image);
  }

  /** POST autocomplete?input=text: result.data holds { description, place_id }. */
  @Rpc('autocomplete', { summary: 'Suggests places for an address being typed (query parameter input)', body: null, fail: 'Cannot find places' })
  @RequirePermissions(VIEW)
  autocomplete(@Query('input') input: string | undefined): Promise<PlaceSuggestion[]> {
    const text = (input ?? '').trim();
    if (text.length > 200) throw AppError.badRequest('input must be at most 200 characters.');
    return this.geocoder.autocomplete(text);
  }

  /** POST coordinates/{place_id}: geometry.location and address_components of the place. */
  @Rpc('coordinates/:placeId', { summary: 'Answers the coordinates and address parts of a suggested place', body: null, fail: 'Cannot find the place' })
  @RequirePermissions(VIEW)
  async coordinates(@Param('placeId') placeId: string): Promise<PlaceDetails> {
    const place = placeId.length <= 100 ? await this.geocoder.place(placeId) : null;
    if (!place) throw AppError.notFound(`Place '${placeId.slice(0, 100)}' was not found.`);
    return place;
  }

  /** The names of the built-in base layer, drawn when the map's tiles cannot load (GeoNames towns, not the customer's data). */
  @Rpc(PartnerCalls.mapTowns, {
    summary: 'Answers the towns to name on the map in a view (Zoom, Bounds): the most populous whose labels do not collide',
    body: MapTownsQueryDto,
    fail: 'Cannot fetch towns for map',
  })
  @RequirePermissions(VIEW)
  mapTowns(@Body(validate(MapTownsQueryDto)) query: MapTownsQueryDto): Promise<MapTown[]> {
    const [west, south, east, north] = query.Bounds;
    if (south > north) throw AppError.badRequest('Invalid input: Bounds must be west, south, east, north (south is above north).');
    const clamp = (value: number, limit: number) => Math.max(-limit, Math.min(limit, value));
    // A map zoomed out past the date line reports longitudes beyond ±180: the whole width then.
    const wrapped = west < -180 || east > 180;
    return this.towns.inView([wrapped ? -180 : west, clamp(south, 90), wrapped ? 180 : east, clamp(north, 90)], query.Zoom);
  }

  @Rpc(PartnerCalls.geocoder, {
    summary: 'Tells whether the place search finds streets and house numbers or towns only',
    body: null,
    fail: 'Cannot find places',
  })
  @RequirePermissions(VIEW)
  geocoderInfo(): GeocoderInfo {
    return { StreetLevel: this.geocoder.streetLevel };
  }

  /** GET export?q=<json>&order=<json>: PartnerList.csv of every row the list's filter matches, in its order. */
  @Download('export', { summary: "Sends the partners matching the list's filter (q) in its order as a CSV file", fail: 'Cannot export partners' })
  @RequirePermissions(VIEW)
  async export(@Query() query: PartnerExportQueryDto, @CurrentPrincipal() principal: Principal, @Res() reply: FastifyReply) {
    const filter: WireFilter = { q: parseJson(query.q, 'q') as WireFilter['q'], order: parseJson(query.order, 'order') as WireFilter['order'] };
    const scoped = scopedQuery(partnersResource, filter, principal);
    const sql = `SELECT p.partner_group AS "Group", p.type AS "Type", p.company_name AS "CompanyName", p.email AS "Email", p.priority AS "Priority",
                        ${PARTNER_ADDRESS_SQL} AS "Address"
                   FROM assistance.partners p WHERE ${scoped.where}${scoped.orderBy ? ` ORDER BY ${scoped.orderBy}` : ''}`;
    type CsvRow = Record<'Group' | 'Type' | 'CompanyName' | 'Email' | 'Priority' | 'Address', string>;
    const columns: CsvColumn<CsvRow>[] = [
      { header: 'Group', value: (row) => row.Group },
      { header: 'Type', value: (row) => row.Type },
      { header: 'Company Name', value: (row) => row.CompanyName },
      { header: 'Email', value: (row) => row.Email },
      { header: 'Priority', value: (row) => row.Priority },
      { header: 'Address', value: (row) => row.Address },
    ];
    return this.exports.sendQuery<CsvRow>(reply, principal, { fileName: PARTNER_CSV_FILE_NAME, columns }, sql, scoped.params);
  }

  private async remove(ids: number[], principal: Principal): Promise<{ deleted: number }> {
    const keys = await this.files.keysOf(principal, ids);
    const result = await this.crud.bulkDelete(partnersResource, ids, principal);
    await this.files.removeStored(keys);
    await this.changed(principal, 'delete', [...new Set(ids)]);
    return result;
  }

  private async changed(principal: Principal, action: PartnersChangedEvent['action'], ids: number[]): Promise<void> {
    const customerId = activeCustomerFor(principal);
    await this.map.invalidate(customerId);
    this.events.publish(new PartnersChangedEvent(customerId, action, ids));
  }
}

function parseJson(text: string | undefined, name: string): unknown {
  if (text === undefined || text === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    throw AppError.badRequest(`${name} must be JSON.`);
  }
}
