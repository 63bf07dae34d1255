import { describe, expect, it } from 'vitest';
import { BILLING_MAX_LENGTH } from '@portal/api-client/rules/limits';
import { billingResolver } from './billing-rules.ts';

const empty = { taxCode: '', businessName: '', address: '', email: '' };

async function check(values: typeof empty) {
  const { values: sent, errors } = await billingResolver(values, undefined, {
    fields: {},
    shouldUseNativeValidation: false,
  });
  return { sent, refused: Object.keys(errors) };
}

describe('billingResolver', () => {
  it('lets every field stay empty', async () => {
    expect(await check(empty)).toEqual({ sent: empty, refused: [] });
  });

  it('asks for a valid e-mail: local part, @, domain with a letter suffix of 2 or more', async () => {
    for (const email of ['accounts@company', 'accounts@company.c', 'accounts@company.v1'])
      expect((await check({ ...empty, email })).refused).toEqual(['email']);
    expect((await check({ ...empty, email: ' accounts@company.vn ' })).refused).toEqual([]);
  });

  it('refuses values longer than the hotel keeps, as the contract says', async () => {
    const taxCode = '0'.repeat(BILLING_MAX_LENGTH.taxCode);
    expect((await check({ ...empty, taxCode: `${taxCode}0` })).refused).toEqual(['taxCode']);
    expect((await check({ ...empty, taxCode: ` ${taxCode} ` })).refused).toEqual([]);
  });

  it('sends values trimmed', async () => {
    expect(
      (
        await check({
          taxCode: ' 0312 ',
          businessName: ' ACME ',
          address: ' 1 Le Loi ',
          email: ' a@b.vn ',
        })
      ).sent,
    ).toEqual({ taxCode: '0312', businessName: 'ACME', address: '1 Le Loi', email: 'a@b.vn' });
  });
});
