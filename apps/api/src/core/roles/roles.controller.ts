import { Controller } from '@nestjs/common';
import { CrudController } from '../../platform/crud/crud.controller.js';
import { rolesResource } from './roles.resource.js';

@Controller()
export class RolesController extends CrudController(rolesResource) {}
