import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CheckIn } from '@portal/api-client/contract/check-in';
import { discoverTenants } from '@portal/tenant-schema/discover-tenants';
import type { TenantConfig } from '@portal/tenant-schema/tenant-config';
import { startTestServer, type TestServer } from './test-server.ts';

// main.ts reads the hotels' configurations (tenants/) once, for the start data and the app; the app
// judges by what it is given and reads the folder no second time.
let server: TestServer;
beforeAll(async () => {
  const babyCotOnly: TenantConfig['preferenceCodes'] = ['CHECKIN_BABY_COT'];
  const tenants = discoverTenants().map((tenant) =>
    tenant.hotelCode === 'ESG' ? { ...tenant, preferenceCodes: babyCotOnly } : tenant,
  );
  server = await startTestServer({ tenants });
});
afterAll(() => server.close());

describe('an app given the hotels’ configurations', () => {
  it('judges a pre check-in by them: a preference the folder offers but the given hotel does not is refused', async () => {
    const token = await server.signIn('ESG', 'ESG1003');
    const current = await server.call<CheckIn>('GET', '/api/check-in', { token });
    const [lukas] = current.body.guests;
    if (!lukas) throw new Error('The Schmidt demo has guests');
    const { arrivalDate, departureDate } = current.body;
    const fields = {
      arrivalTime: '15:30',
      preferenceCodes: ['CHECKIN_QUITE_ROOM'],
      notes: '',
      guests: [
        {
          id: lukas.id,
          firstName: 'Lukas',
          lastName: 'Schmidt',
          isChild: false,
          nationality: 'DE',
          declaration: {
            fullName: 'Lukas Schmidt',
            gender: 'male',
            dateOfBirth: '1985-04-12',
            nationality: 'DE',
            passportNumber: 'C01X00T47',
            stayFrom: arrivalDate,
            stayTo: departureDate,
          },
          newDocuments: [],
        },
      ],
    };
    const data = new FormData();
    data.append('fields', JSON.stringify(fields));
    const answer = await server.call<{ code: string }>('POST', '/api/check-in', {
      token,
      raw: data,
    });
    expect(answer.status).toBe(400);
    expect(answer.body.code).toBe('UNKNOWN_PREFERENCE_CODE');
  });
});
