import { Controller } from '@nestjs/common';
import { CrudController } from '../../platform/crud/crud.controller.js';
import { sourcesResource } from './sources.resource.js';

/** `telephony/sources/{count,list,create,load,save,delete}` (administrators). */
@Controller()
export class SourcesController extends CrudController(sourcesResource) {}
