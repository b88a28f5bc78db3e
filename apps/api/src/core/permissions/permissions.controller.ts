import { Controller } from '@nestjs/common';
import { CrudController } from '../../platform/crud/crud.controller.js';
import { permissionsResource } from './permissions.resource.js';

@Controller()
export class PermissionsController extends CrudController(permissionsResource) {}
