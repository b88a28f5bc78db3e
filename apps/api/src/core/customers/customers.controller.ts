import { Controller } from '@nestjs/common';
import { CrudController } from '../../platform/crud/crud.controller.js';
import { customersResource } from './customers.resource.js';

@Controller()
export class CustomersController extends CrudController(customersResource) {}
