import { describe, expect, it } from '@jest/globals';
import type { ValidationError } from '@nestjs/common';
import { describeValidationErrors } from './validation.js';

const error = (property: string, constraints: Record<string, string>, children: ValidationError[] = []): ValidationError => ({
  property,
  constraints,
  children,
});

describe('describeValidationErrors', () => {
  it('says one thing per field, a missing value first', () => {
    expect(
      describeValidationErrors([
        error('FirstName', { isString: 'FirstName must be text', isNotEmpty: 'FirstName is required' }),
        error('Email', { isEmail: 'Email must be a valid email address' }),
      ]),
    ).toEqual(['FirstName is required', 'Email must be a valid email address']);
  });

  it('names unknown properties', () => {
    expect(describeValidationErrors([error('IsAdmin', { whitelistValidation: 'property IsAdmin should not exist' })])).toEqual(['IsAdmin is not allowed']);
  });

  it('walks nested fields with their path and drops a trailing period', () => {
    expect(describeValidationErrors([error('Address', {}, [error('Street', { isNotEmpty: 'Street is required.' })])])).toEqual(['Street is required']);
  });
});
