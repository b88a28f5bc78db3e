import { Controller } from '@nestjs/common';
import { CrudController } from '../../platform/crud/crud.controller.js';
import { monitorTextsResource } from './texts.resource.js';

@Controller()
export class MonitorTextsController extends CrudController(monitorTextsResource) {}
