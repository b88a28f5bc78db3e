import { CrudController } from '../../platform/crud/crud.controller.js';
import { importRunsResource } from './import-runs.resource.js';

/**
 * telephony/imports/runs/count, /list and /load: what happened to each import (the crud kit's
 * reads, administrators only), newest first unless ordered; `load` adds the run's full ImportReport.
 */
export class ImportRunsController extends CrudController(importRunsResource) {}
