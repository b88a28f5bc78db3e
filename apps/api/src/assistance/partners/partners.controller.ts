/**
 * assistance/partners (spec part 2 section 7, AssistanceCalls): count and list (the crud kit's),
 * list-map, create, load, save, delete, bulk_delete, cost-document (upload) and
 * cost-document/download, logo (upload or removal), autocomplete and coordinates/{place_id};
 * map-towns (the base layer's town names) and geocoder (what the place search can find); plus GET
 * logo (the image, for img elements) and GET export (PartnerList.csv of every matching row).
 * Viewing needs assistance_list_partners, changing assistance_edit_partners; every row is the
 * active customer's (another's is a 404).
 */
import { Body, Inject, Param, Query, Req, Res } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBody } from '@nestjs/swagger';
import {
  AssistanceCalls,
  COSTS_DOCUMENT_MAX_BYTES,
  LOGO_MAX_BYTES,
  PARTNER_CSV_FILE_NAME,
  type CostsDocumentDownload,
  type GeocoderInfo,
  type MapTown,
  type Partner,
  type PartnerMapFeature,
  type PartnerMapQuery,
  type PlaceDetails,
  type PlaceSuggestion,
  type WireFilter,
} from '@backoffice/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { DataSource } from 'typeorm';
import { CurrentPrincipal } from '../../platform/auth/auth.decorators.js';
import type { Principal } from '../../platform/auth/principal.js';
import { CrudController } from '../../platform/crud/crud.controller.js';
import { idBody, idsBody } from '../../platform/crud/crud.dto.js';
import { CsvExports } from '../../platform/export/csv-exports.js';
import { AppError } from '../../platform/rpc/app-error.js';
import { Call } from '../../platform/rpc/call.decorator.js';
import { Reply } from '../../platform/rpc/rpc.decorator.js';
import { validate } from '../../platform/rpc/validation.js';
import { Geocoder } from '../geocoding/geocoder.js';
import { MapTowns } from '../geocoding/map-towns.js';
import { CreatePartnerCommand } from './commands/create-partner/create-partner.command.js';
import { DeletePartnersCommand } from './commands/delete-partners/delete-partners.command.js';
import { SavePartnerCommand } from './commands/save-partner/save-partner.command.js';
import { StorePartnerFileCommand } from './commands/store-partner-file/store-partner-file.command.js';
import { PartnerFiles } from './files/partner-files.service.js';
import { receivePartnerUpload } from './files/partner-upload.js';
import { PartnerMapService } from './map/partner-map.service.js';
import { CreatePartnerDto, MapTownsQueryDto, PartnerExportQueryDto, PartnerMapQueryDto, SavePartnerDto } from './partner.dto.js';
import { PARTNER_CSV, partnerExportQuery, readPartner, type PartnerCsvRow } from './partners.queries.js';
import { partnersResource } from './partners.resource.js';

const PartnerIdBody = idBody('PartnerID');
const PartnerIdsBody = idsBody('PartnerIDs');
const UPLOAD_FIELDS = { PartnerID: { type: 'integer' }, file: { type: 'string', format: 'binary' } };

export class PartnersController extends CrudController(partnersResource) {
  @Inject(DataSource) private readonly dataSource: DataSource;
  @Inject(CommandBus) private readonly commands: CommandBus;
  @Inject(PartnerMapService) private readonly map: PartnerMapService;
  @Inject(PartnerFiles) private readonly files: PartnerFiles;
  @Inject(Geocoder) private readonly geocoder: Geocoder;
  @Inject(MapTowns) private readonly towns: MapTowns;
  @Inject(CsvExports) private readonly exports: CsvExports;

  /** result.data[0] holds the items (or, with Zoom and Bounds, the clusters and pins of that view). */
  @Call(AssistanceCalls.listMap, { body: PartnerMapQueryDto })
  async listMap(@Body(validate(PartnerMapQueryDto)) query: PartnerMapQuery, @CurrentPrincipal() principal: Principal): Promise<[PartnerMapFeature[]]> {
    return [await this.map.features(principal, query)];
  }

  @Call(AssistanceCalls.create, { body: CreatePartnerDto })
  createPartner(@Body(validate(CreatePartnerDto)) body: Record<string, unknown>, @CurrentPrincipal() principal: Principal): Promise<Partner> {
    return this.commands.execute(new CreatePartnerCommand(principal, body));
  }

  @Call(AssistanceCalls.load, { body: PartnerIdBody })
  loadPartner(@Body(validate(PartnerIdBody)) body: { PartnerID: number }, @CurrentPrincipal() principal: Principal): Promise<Partner> {
    return readPartner(this.dataSource.manager, Number(body.PartnerID), principal);
  }

  @Call(AssistanceCalls.save, { body: SavePartnerDto })
  savePartner(@Body(validate(SavePartnerDto)) body: Record<string, unknown>, @CurrentPrincipal() principal: Principal): Promise<Partner> {
    return this.commands.execute(new SavePartnerCommand(principal, Number(body.PartnerID), body));
  }

  @Call(AssistanceCalls.delete, { body: PartnerIdBody })
  deletePartner(@Body(validate(PartnerIdBody)) body: { PartnerID: number }, @CurrentPrincipal() principal: Principal): Promise<{ deleted: number }> {
    return this.commands.execute(new DeletePartnersCommand(principal, [Number(body.PartnerID)]));
  }

  @Call(AssistanceCalls.bulkDelete, { body: PartnerIdsBody })
  bulkDeletePartners(@Body(validate(PartnerIdsBody)) body: { PartnerIDs: number[] }, @CurrentPrincipal() principal: Principal): Promise<{ deleted: number }> {
    return this.commands.execute(new DeletePartnersCommand(principal, body.PartnerIDs.map(Number)));
  }

  /** Multipart PartnerID + file (a PDF by its bytes, at most 10 MiB). */
  @ApiBody({ schema: { type: 'object', required: ['PartnerID', 'file'], properties: UPLOAD_FIELDS } })
  @Call(AssistanceCalls.uploadCostsDocument)
  async uploadCostsDocument(@Req() request: FastifyRequest, @CurrentPrincipal() principal: Principal): Promise<{ OriginalFileName: string }> {
    const upload = await receivePartnerUpload(request, COSTS_DOCUMENT_MAX_BYTES, 'PriceList.pdf');
    return (await this.commands.execute(new StorePartnerFileCommand(principal, 'costs-document', upload))) as { OriginalFileName: string };
  }

  @Call(AssistanceCalls.downloadCostsDocument, { body: PartnerIdBody })
  downloadCostsDocument(@Body(validate(PartnerIdBody)) body: { PartnerID: number }, @CurrentPrincipal() principal: Principal): Promise<CostsDocumentDownload> {
    return this.files.downloadCostsDocument(principal, Number(body.PartnerID));
  }

  /** Multipart PartnerID + file (an image by its bytes, at most 5 MiB, stored as a PNG within 400 x 400); file null removes. */
  @ApiBody({ schema: { type: 'object', required: ['PartnerID'], properties: UPLOAD_FIELDS } })
  @Call(AssistanceCalls.uploadLogo)
  async uploadLogo(@Req() request: FastifyRequest, @CurrentPrincipal() principal: Principal): Promise<Reply<{ Logo: string | null }>> {
    const upload = await receivePartnerUpload(request, LOGO_MAX_BYTES, 'logo');
    const stored = (await this.commands.execute(new StorePartnerFileCommand(principal, 'logo', upload))) as { Logo: string | null };
    return new Reply(stored, 'Logo has been updated successfully');
  }

  /** GET logo?PartnerID=..&Token=..: the stored logo (PNG) for img elements. */
  @Call(AssistanceCalls.logo)
  async logo(@Query('PartnerID') partnerId: string | undefined, @CurrentPrincipal() principal: Principal, @Res() reply: FastifyReply) {
    if (!/^[1-9]\d{0,9}$/.test(partnerId ?? '')) throw AppError.badRequest('PartnerID must be a positive id.');
    const image = await this.files.openLogo(principal, Number(partnerId));
    return reply.header('content-type', 'image/png').header('cache-control', 'private, max-age=300').header('x-content-type-options', 'nosniff').send(image);
  }

  /** POST autocomplete?input=text: result.data holds { description, place_id }. */
  @Call(AssistanceCalls.autocomplete, { body: null })
  autocomplete(@Query('input') input: string | undefined): Promise<PlaceSuggestion[]> {
    const text = (input ?? '').trim();
    if (text.length > 200) throw AppError.badRequest('input must be at most 200 characters.');
    return this.geocoder.autocomplete(text);
  }

  /** POST coordinates/{place_id}: geometry.location and address_components of the place. */
  @Call(AssistanceCalls.coordinates, { body: null })
  async coordinates(@Param('placeId') placeId: string): Promise<PlaceDetails> {
    const place = placeId.length <= 100 ? await this.geocoder.place(placeId) : null;
    if (!place) throw AppError.notFound(`Place '${placeId.slice(0, 100)}' was not found.`);
    return place;
  }

  /** The names of the built-in base layer, drawn when the map's tiles cannot load (GeoNames towns, not the customer's data). */
  @Call(AssistanceCalls.mapTowns)
  mapTowns(@Body(validate(MapTownsQueryDto)) query: MapTownsQueryDto): Promise<MapTown[]> {
    const [west, south, east, north] = query.Bounds;
    if (south > north) throw AppError.badRequest('Invalid input: Bounds must be west, south, east, north (south is above north).');
    const clamp = (value: number, limit: number) => Math.max(-limit, Math.min(limit, value));
    // A map zoomed out past the date line reports longitudes beyond ±180: the whole width then.
    const wrapped = west < -180 || east > 180;
    return this.towns.inView([wrapped ? -180 : west, clamp(south, 90), wrapped ? 180 : east, clamp(north, 90)], query.Zoom);
  }

  @Call(AssistanceCalls.geocoder, { body: null })
  geocoderInfo(): GeocoderInfo {
    return { StreetLevel: this.geocoder.streetLevel };
  }

  /** GET export?q=<json>&order=<json>: PartnerList.csv of every row the list's filter matches, in its order. */
  @Call(AssistanceCalls.export)
  export(@Query() query: PartnerExportQueryDto, @CurrentPrincipal() principal: Principal, @Res() reply: FastifyReply) {
    const filter: WireFilter = { q: parseJson(query.q, 'q') as WireFilter['q'], order: parseJson(query.order, 'order') as WireFilter['order'] };
    const { sql, params } = partnerExportQuery(filter, principal);
    return this.exports.sendQuery<PartnerCsvRow>(reply, principal, { fileName: PARTNER_CSV_FILE_NAME, columns: PARTNER_CSV }, sql, params);
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
