import { Controller } from '@nestjs/common';
import { CrudController } from '../../platform/crud/crud.controller.js';
import { issueTypesResource } from './issue-types.resource.js';

@Controller()
export class IssueTypesController extends CrudController(issueTypesResource) {}
