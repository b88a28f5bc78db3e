import { CrudController } from '../../platform/crud/crud.controller.js';
import { pcInfoResource } from './pc-info.resource.js';

/** report/pc_info/count and /list: the PC inventory, read-only, search on hostname (the crud kit's reads). */
export class PcInfoController extends CrudController(pcInfoResource) {}
