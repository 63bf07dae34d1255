import { describe, expect, it } from 'vitest';
import { PREFERENCE_CODES } from '@portal/tenant-schema/tenant-config';
import en from './locales/en.json' with { type: 'json' };
import vi from './locales/vi.json' with { type: 'json' };

describe('preference labels', () => {
  it('has a readable label for every preference code any hotel may offer, in both languages', () => {
    for (const code of PREFERENCE_CODES) {
      expect({ code, en: typeof en.preference[code] }).toEqual({ code, en: 'string' });
      expect({ code, vi: typeof vi.preference[code] }).toEqual({ code, vi: 'string' });
    }
    expect(Object.keys(en.preference).sort()).toEqual([...PREFERENCE_CODES].sort());
  });

  it('spells the labels correctly even where the wire code does not', () => {
    expect(en.preference.CHECKIN_QUITE_ROOM).toBe('Quiet room');
    expect(en.preference.CHECKIN_ROOM_NEAR_LIFT).toBe('Room near the lift');
    expect(en.preference.CHECKIN_NEXT_DOOR_ROOM).toBe('Next door rooms');
    expect(en.preference.CHECKIN_SPECIAL_OCCASIONS).toBe('Special occasion');
  });
});
