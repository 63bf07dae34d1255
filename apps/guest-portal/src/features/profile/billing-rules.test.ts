import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '@portal/api-client/api-request-error';
import { billingProblemsFromServer, checkBilling, trimBilling } from './billing-rules.ts';

const empty = { taxCode: '', businessName: '', address: '', email: '' };

describe('checkBilling', () => {
  it('lets every field stay empty', () => {
    expect(checkBilling(empty)).toEqual({});
  });

  it('asks for a valid e-mail: local part, @, domain with a letter suffix of 2 or more', () => {
    expect(checkBilling({ ...empty, email: 'accounts@company' })).toEqual({
      email: 'invalidEmail',
    });
    expect(checkBilling({ ...empty, email: 'accounts@company.c' })).toEqual({
      email: 'invalidEmail',
    });
    expect(checkBilling({ ...empty, email: 'accounts@company.v1' })).toEqual({
      email: 'invalidEmail',
    });
    expect(checkBilling({ ...empty, email: ' accounts@company.vn ' })).toEqual({});
  });

  it('refuses values longer than the hotel keeps', () => {
    expect(checkBilling({ ...empty, taxCode: '0'.repeat(21) })).toEqual({ taxCode: 'tooLong' });
    expect(checkBilling({ ...empty, taxCode: '0'.repeat(20) })).toEqual({});
  });

  it('sends values trimmed', () => {
    expect(
      trimBilling({
        taxCode: ' 0312 ',
        businessName: ' ACME ',
        address: ' 1 Le Loi ',
        email: ' a@b.vn ',
      }),
    ).toEqual({
      taxCode: '0312',
      businessName: 'ACME',
      address: '1 Le Loi',
      email: 'a@b.vn',
    });
  });
});

describe('billingProblemsFromServer', () => {
  it('puts the server refusal of the e-mail on the e-mail field', () => {
    const refusal = new ApiRequestError(
      400,
      'VALIDATION_FAILED',
      'body.email: Please input a valid email',
      [{ path: 'body.email', message: 'Please input a valid email' }],
    );
    expect(billingProblemsFromServer(refusal)).toEqual({ email: 'invalidEmail' });
  });

  it('ignores refusals that are not about a field', () => {
    expect(
      billingProblemsFromServer(new ApiRequestError(409, 'RESERVATION_CANCELLED', 'x')),
    ).toEqual({});
    expect(billingProblemsFromServer(new Error('boom'))).toEqual({});
  });
});
