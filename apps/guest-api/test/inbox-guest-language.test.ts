import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Inbox } from '@portal/api-client/staff-contract/inbox';
import { signInStaff, staffCall, type StaffSignedIn } from './staff-support.ts';
import { startTestServer, type TestServer } from './test-server.ts';

let server: TestServer;
let desk: StaffSignedIn;

beforeAll(async () => {
  server = await startTestServer();
  desk = await signInStaff(server, 'ESG', 'front-desk');
});
afterAll(() => server.close());

/** The guest of a demo reservation writes to the hotel; answers their thread as the inbox lists it. */
async function threadOf(reservationNumber: string) {
  const form = new FormData();
  form.append('fields', JSON.stringify({ text: `A question from ${reservationNumber}` }));
  const sent = await server.call('POST', '/api/conversation/messages', {
    token: await server.signIn('ESG', reservationNumber),
    raw: form,
    headers: { 'idempotency-key': `language-${reservationNumber}` },
  });
  expect(sent.status, JSON.stringify(sent.body)).toBe(201);
  const inbox = await staffCall<Inbox>(server, desk, 'GET', '/api/staff/inbox');
  return inbox.body.threads.find((thread) => thread.reservation.number === reservationNumber);
}

describe("the inbox's thread", () => {
  it('names the language the reservation gives its guests, for the quick replies', async () => {
    await server.store
      .updateTable('reservations')
      .set({ language: 'vi' })
      .where('reservation_number', '=', 'ESG1004')
      .execute();
    expect((await threadOf('ESG1004'))?.guest).toMatchObject({
      name: 'Thu Ha Pham',
      language: 'vi',
    });
  });

  it("names none when the reservation leaves it to the hotel's default", async () => {
    const thread = await threadOf('ESG1005');
    expect(thread?.guest.name).toBe('David Miller');
    expect(thread?.guest.language).toBeUndefined();
  });
});
