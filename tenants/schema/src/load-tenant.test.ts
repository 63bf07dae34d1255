import { describe, expect, it } from 'vitest';
import { TENANT_IDS, TenantConfigError, loadTenant, parseTenantConfig } from './load-tenant.ts';

describe('tenant configs', () => {
  it('loads the three hotels, each with its own key, code and colour', async () => {
    const tenants = await Promise.all(TENANT_IDS.map((id) => loadTenant(id)));
    expect(tenants.map((t) => [t.id, t.hotelKey, t.hotelCode])).toEqual([
      ['esg', '10', 'ESG'],
      ['vct', '20', 'VCT'],
      ['ehh', '30', 'EHH'],
    ]);
    expect(new Set(tenants.map((t) => t.themeColor)).size).toBe(3);
  });

  it('gives esg its green, its 12 preference codes and no Zalo or WhatsApp', async () => {
    const esg = await loadTenant('esg');
    expect(esg.themeColor).toBe('#99CC33');
    expect(esg.preferenceCodes).toHaveLength(12);
    expect(esg.preferenceCodes).toContain('CHECKIN_QUITE_ROOM');
    expect(esg.contacts.zalo).toBe('');
    expect(esg.contacts.whatsapp).toBe('');
  });

  it('keeps identity documents 30 days after check-out unless the hotel says otherwise', async () => {
    const esg = await loadTenant('esg');
    expect(esg.identityDocumentRetentionDays).toBe(30);
    const { identityDocumentRetentionDays: _default, ...rest } = esg;
    expect(
      parseTenantConfig({ ...rest, identityDocumentRetentionDays: 7 }, 'test')
        .identityDocumentRetentionDays,
    ).toBe(7);
    expect(() => parseTenantConfig({ ...rest, identityDocumentRetentionDays: 0 }, 'test')).toThrow(
      TenantConfigError,
    );
  });

  it('gives vct and ehh a room near the lift', async () => {
    for (const id of ['vct', 'ehh']) {
      expect((await loadTenant(id)).preferenceCodes).toContain('CHECKIN_ROOM_NEAR_LIFT');
    }
  });

  it('refuses an unknown tenant with the list of valid ones', async () => {
    await expect(loadTenant('xyz')).rejects.toThrow(
      'Unknown tenant "xyz". Valid tenants: esg, vct, ehh.',
    );
  });

  it('lists every problem of a broken config', async () => {
    const esg = await loadTenant('esg');
    const broken = {
      ...esg,
      themeColor: 'green',
      hotelKey: 'ten',
      preferenceCodes: ['CHECKIN_SAUNA'],
    };
    expect(() => parseTenantConfig(broken, 'tenants/test')).toThrow(TenantConfigError);
    try {
      parseTenantConfig(broken, 'tenants/test');
    } catch (error) {
      const message = (error as Error).message;
      expect(message).toContain('Tenant config tenants/test is invalid');
      expect(message).toContain('themeColor: a hex colour such as #99CC33');
      expect(message).toContain('hotelKey: digits only');
      expect(message).toContain('preferenceCodes.0');
    }
  });

  it('overrides the API base URL at build time', async () => {
    expect((await loadTenant('vct', { apiBaseUrl: 'https://api.example.com' })).apiBaseUrl).toBe(
      'https://api.example.com',
    );
  });
});
