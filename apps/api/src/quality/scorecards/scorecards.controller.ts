import { Controller } from '@nestjs/common';
import { CrudController } from '../../platform/crud/crud.controller.js';
import { scorecardsResource } from './scorecards.resource.js';

/** `quality/scorecards/{count,list,create,load,save,delete}`: verbs and permissions in QualityResources.scorecards. */
@Controller()
export class ScorecardsController extends CrudController(scorecardsResource) {}
