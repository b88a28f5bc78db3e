import { Controller } from '@nestjs/common';
import { CrudController } from '../../platform/crud/crud.controller.js';
import { permissionsResource } from './permissions.resource.js';

@Controller(permissionsResource.wire.base)
export class PermissionsController extends CrudController(permissionsResource) {}
