import { BadRequestException, ValidationPipe, type ValidationError, type ValidationPipeOptions } from '@nestjs/common';

/** Flattens class-validator's tree into "Email must be an email; Foo is not allowed". */
export function describeValidationErrors(errors: ValidationError[], parent = ''): string[] {
  const lines: string[] = [];
  for (const error of errors) {
    const path = parent ? `${parent}.${error.property}` : error.property;
    for (const [rule, text] of Object.entries(error.constraints ?? {})) {
      lines.push(rule === 'whitelistValidation' ? `${path} is not allowed` : text);
    }
    if (error.children?.length) lines.push(...describeValidationErrors(error.children, path));
  }
  return lines;
}

export const VALIDATION_OPTIONS: ValidationPipeOptions = {
  whitelist: true,
  forbidNonWhitelisted: true,
  transform: true,
  // One message per field: the first rule it breaks.
  stopAtFirstError: true,
  validationError: { target: false, value: false },
  exceptionFactory: (errors) => new BadRequestException(`Invalid input: ${describeValidationErrors(errors).join('; ')}.`),
};

/** Validates a body against `type`, for handlers whose parameter type is erased (the crud kit). */
export function validate(type: new () => object): ValidationPipe {
  return new ValidationPipe({ ...VALIDATION_OPTIONS, expectedType: type });
}
