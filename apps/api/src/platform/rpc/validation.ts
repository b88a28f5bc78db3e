import { BadRequestException, ValidationPipe, type ValidationError, type ValidationPipeOptions } from '@nestjs/common';

/** Rules whose message says most when several fail: a missing value first. */
const RULE_PRIORITY = ['whitelistValidation', 'isDefined', 'isNotEmpty', 'arrayNotEmpty'];

/** Flattens class-validator's tree into one message per field: "Email must be a valid email address; Foo is not allowed". */
export function describeValidationErrors(errors: ValidationError[], parent = ''): string[] {
  const lines: string[] = [];
  for (const error of errors) {
    const path = parent ? `${parent}.${error.property}` : error.property;
    const failed = Object.entries(error.constraints ?? {});
    if (failed.length > 0) {
      const first = RULE_PRIORITY.find((name) => error.constraints?.[name] !== undefined);
      const [rule, text] = first ? [first, error.constraints![first]] : failed[0];
      lines.push(rule === 'whitelistValidation' ? `${path} is not allowed` : text.replace(/\.$/, ''));
    }
    if (error.children?.length) lines.push(...describeValidationErrors(error.children, path));
  }
  return lines;
}

export const VALIDATION_OPTIONS: ValidationPipeOptions = {
  whitelist: true,
  forbidNonWhitelisted: true,
  transform: true,
  validationError: { target: false, value: false },
  exceptionFactory: (errors) => new BadRequestException(`Invalid input: ${describeValidationErrors(errors).join('; ')}.`),
};

/** Validates a body against `type`, for handlers whose parameter type is erased (the crud kit). */
export function validate(type: new () => object): ValidationPipe {
  return new ValidationPipe({ ...VALIDATION_OPTIONS, expectedType: type });
}

/** The body of a call that takes no fields besides the session token: anything else is refused by name. */
export class NoBodyDto {}
