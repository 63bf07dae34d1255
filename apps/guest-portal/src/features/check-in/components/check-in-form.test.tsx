import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CheckIn, CheckInGuest } from '@portal/api-client/contract/check-in';
import { ApiRequestError } from '@portal/api-client/api-request-error';
import { guestApi } from '../../../lib/guest-api.ts';
import { writeDraft } from '../../../lib/session-draft.ts';
import { renderScreen } from '../../../testing/render-screen.tsx';
import { draftFromCheckIn } from '../check-in-draft.ts';
import { COUNTRY_CODES } from '../countries.ts';
import { CheckInForm } from './check-in-form.tsx';

vi.mock('../../../lib/guest-api.ts', () => ({ guestApi: { submitCheckIn: vi.fn() } }));

afterEach(() => {
  sessionStorage.clear();
  vi.mocked(guestApi.submitCheckIn).mockReset();
});

const LUKAS_GUEST: CheckInGuest = {
  id: 1,
  firstName: 'Lukas',
  lastName: 'Schmidt',
  isChild: false,
  isPrimary: true,
  nationality: 'DE',
  declaration: {
    fullName: 'Lukas Schmidt',
    gender: 'male',
    dateOfBirth: '1985-04-02',
    nationality: 'DE',
    passportNumber: 'C01X00T47',
    stayFrom: '2026-11-28',
    stayTo: '2026-12-01',
  },
  documents: [
    {
      id: 5,
      fileName: 'passport.jpg',
      contentType: 'image/jpeg',
      sizeBytes: 1000,
      uploadedAt: '2026-11-20T10:00:00Z',
    },
  ],
};

const LUKAS: CheckIn = {
  open: true,
  submittedAt: null,
  returnNote: null,
  arrivalDate: '2026-11-28',
  departureDate: '2026-12-01',
  arrivalTime: null,
  notes: '',
  preferenceCodes: [],
  availablePreferenceCodes: ['CHECKIN_QUITE_ROOM'],
  guests: [LUKAS_GUEST],
  limits: { maxFileBytes: 10 * 1024 * 1024, maxFiles: 6, contentTypes: ['image/jpeg'] },
};

// A whole pre check-in renders and types slowly in jsdom on a shared machine.
describe('CheckInForm', { timeout: 20_000 }, () => {
  it("shows the front desk's note when it returned the pre check-in", async () => {
    await renderScreen(
      <CheckInForm
        checkIn={{
          ...LUKAS,
          submittedAt: '2026-11-23T08:00:00.000Z',
          returnNote: 'The ID photo is blurred',
        }}
      />,
    );
    const note = screen
      .getByText('The front desk returned your pre check-in')
      .closest('[role="status"]');
    expect(note?.textContent).toContain('The ID photo is blurred');
    expect(note?.textContent).toContain('Please fix it and send your pre check-in again.');
  });

  it('after a reload, puts back what was typed and asks for the files again', async () => {
    // The draft is read in once the page is the browser's (the server's render has none).
    writeDraft('check-in:ESG1001', {
      ...draftFromCheckIn(LUKAS),
      arrivalTime: '10:15',
      unsentFiles: ['visa.jpg'],
    });
    await renderScreen(<CheckInForm checkIn={LUKAS} />);

    expect(await screen.findByText('We kept what you entered.', { exact: false })).toBeDefined();
    expect(screen.getByLabelText('Estimated arrival time')).toHaveProperty('value', '10:15');
  });

  it('names a missing first name on the field, keeps the rest typed and focuses it', async () => {
    await renderScreen(<CheckInForm checkIn={LUKAS} />);
    const firstName = screen.getByRole('textbox', { name: /First name/ });
    await userEvent.clear(firstName);
    await userEvent.type(screen.getByRole('textbox', { name: /Passport number/ }), '9');
    await userEvent.click(screen.getByRole('button', { name: 'Send my pre check-in' }));

    expect(
      await screen.findByRole('textbox', { name: /First name/, description: 'Missing first name' }),
    ).toBe(document.activeElement);
    expect(screen.getByText('Please check the highlighted fields.')).toBeDefined();
    expect(screen.getByRole('textbox', { name: /Passport number/ })).toHaveProperty(
      'value',
      'C01X00T479',
    );
    expect(guestApi.submitCheckIn).not.toHaveBeenCalled();
  });

  it('puts the server’s refusal of the passport number back on its field, focused', async () => {
    vi.mocked(guestApi.submitCheckIn).mockRejectedValue(
      new ApiRequestError(400, 'VALIDATION_FAILED', 'Invalid passport number', [
        {
          path: 'fields.guests.0.declaration.passportNumber',
          message: 'Please enter a valid passport number',
        },
      ]),
    );
    await renderScreen(<CheckInForm checkIn={LUKAS} />);
    await userEvent.click(screen.getByRole('button', { name: 'Send my pre check-in' }));

    const passport = await screen.findByRole('textbox', {
      name: /Passport number/,
      description: /valid passport number/,
    });
    expect(passport).toBe(document.activeElement);
    expect(passport).toHaveProperty('value', 'C01X00T47');
    expect(guestApi.submitCheckIn).toHaveBeenCalledOnce();
  });

  it('focuses the first field to fix in the order the page shows them, a late declaration included', async () => {
    const vietnamese = { ...LUKAS_GUEST, nationality: 'VN', declaration: null };
    const sharer = { ...vietnamese, id: 2, isPrimary: false, firstName: 'Anna', lastName: '' };
    await renderScreen(<CheckInForm checkIn={{ ...LUKAS, guests: [vietnamese, sharer] }} />);
    const lukas = within(screen.getByRole('region', { name: 'Lukas Schmidt' }));
    // The guest taps the list first: until then it holds only the chosen country.
    await userEvent.click(lukas.getByRole('combobox', { name: /Nationality/ }));
    await userEvent.selectOptions(lukas.getByRole('combobox', { name: /Nationality/ }), 'DE');
    await userEvent.click(screen.getByRole('button', { name: 'Send my pre check-in' }));

    expect(await screen.findByText('Missing gender')).toBeDefined();
    expect(screen.getByText('Missing last name')).toBeDefined();
    // The focus moves once the problems are drawn: wait for it rather than for the render.
    await waitFor(() =>
      expect(lukas.getByRole('radio', { name: 'Female' })).toBe(document.activeElement),
    );
  });

  it('lists each guest’s chosen country with the form, the others when idle or when the guest reaches for the list', async () => {
    const idle: (() => void)[] = [];
    vi.stubGlobal('requestIdleCallback', (run: () => void) => idle.push(run));
    vi.stubGlobal('cancelIdleCallback', () => undefined);
    try {
      const anna = {
        ...LUKAS_GUEST,
        id: 2,
        isPrimary: false,
        firstName: 'Anna',
        nationality: 'VN',
      };
      await renderScreen(<CheckInForm checkIn={{ ...LUKAS, guests: [LUKAS_GUEST, anna] }} />);
      const nationality = (name: string) =>
        within(screen.getByRole('region', { name })).getByRole('combobox', {
          name: /Nationality/,
        });
      const listed = (name: string) =>
        within(nationality(name))
          .getAllByRole('option')
          .map((option) => option.textContent);

      expect(listed('Lukas Schmidt')).toEqual(['Choose a country', 'Germany']);
      expect(nationality('Lukas Schmidt')).toHaveProperty('value', 'DE');
      expect(listed('Anna Schmidt')).toEqual(['Choose a country', 'Vietnam']);

      act(() => nationality('Lukas Schmidt').focus());
      expect(listed('Lukas Schmidt')).toHaveLength(COUNTRY_CODES.length + 1);
      expect(nationality('Lukas Schmidt')).toHaveProperty('value', 'DE');
      expect(listed('Anna Schmidt')).toHaveLength(2);

      act(() => idle.splice(0).forEach((run) => run()));
      expect(listed('Anna Schmidt')).toHaveLength(COUNTRY_CODES.length + 1);
      expect(nationality('Anna Schmidt')).toHaveProperty('value', 'VN');
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
