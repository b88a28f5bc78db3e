import { describe, expect, it } from 'vitest';
import { toCustomerPayload } from './CustomerForms';

describe('customer form payload', () => {
  it('trims, defaults the status and the time zone, and keeps a chosen zone', () => {
    expect(toCustomerPayload({ Name: ' Alpine ', Country: ' ' })).toEqual({ Name: 'Alpine', Status: 1, Country: null, TimeZone: 'Europe/Vienna' });
    expect(toCustomerPayload({ Name: 'Nord', Status: 0, Country: 'Germany', TimeZone: 'Europe/Berlin' })).toEqual({
      Name: 'Nord',
      Status: 0,
      Country: 'Germany',
      TimeZone: 'Europe/Berlin',
    });
  });
});
