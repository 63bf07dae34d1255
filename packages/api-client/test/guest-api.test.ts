import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiRequestError, createGuestApi, type GuestApi } from '../src/client/guest-api.ts';
import { createHttpClient } from '../src/client/http-client.ts';
import { startStubServer, type StubServer } from './stub-server.ts';

let stub: StubServer;
let api: GuestApi;
beforeAll(async () => {
  stub = await startStubServer();
  api = createGuestApi(
    createHttpClient({
      baseURL: stub.baseURL,
      hotelKey: '10',
      getCsrfToken: () => 'tok',
      log: vi.fn(),
    }),
  );
});
afterAll(() => stub.close());
beforeEach(() => {
  stub.seen.length = 0;
});

const image = { url: '/api/media/x.svg', width: 640, height: 400 };
const program = {
  id: 7,
  title: { en: 'Yoga', vi: 'Yoga' },
  summary: { en: '', vi: '' },
  description: { en: '', vi: '' },
  location: { en: '', vi: '' },
  image,
  startsAt: '2026-11-24T23:00:00.000Z',
  endsAt: '2026-11-25T00:00:00.000Z',
  price: 0,
  capacity: 10,
  seatsLeft: 4,
  fullyBooked: false,
  myReservation: null,
  isFavorite: false,
};

describe('the guest API functions', () => {
  it('calls the contract path with its params and parses the answer with the response schema', async () => {
    stub.answer = () => ({ status: 200, body: { ...program, internalNote: 'not for guests' } });
    const result = await api.getProgram({ params: { id: 7 } });
    expect(stub.seen[0]).toMatchObject({ method: 'GET', url: '/api/programs/7' });
    expect(result.seatsLeft).toBe(4);
    expect(result).not.toHaveProperty('internalNote');
  });

  it('sends the query', async () => {
    stub.answer = () => ({ status: 200, body: { localTips: [] } });
    await api.listLocalTips({ query: { filter: 'liked' } });
    expect(stub.seen[0]?.url).toBe('/api/local-tips?filter=liked');
  });

  it('sends the JSON body and the Idempotency-Key header of an order', async () => {
    stub.answer = () => ({
      status: 201,
      body: {
        id: 1,
        number: 'RS000001',
        placedAt: '2026-11-23T09:00:00.000Z',
        roomNumber: '1208',
        deliveryDate: null,
        deliveryTime: null,
        notes: '',
        status: 'Received',
        processing: true,
        refusalReason: null,
        lines: [],
        total: 0,
      },
    });
    const order = await api.placeOrder({
      headers: { 'idempotency-key': 'order-key-0001' },
      body: { lines: [{ itemId: 1, quantity: 2 }] },
    });
    expect(order.processing).toBe(true);
    expect(stub.seen[0]?.headers['idempotency-key']).toBe('order-key-0001');
    expect(JSON.parse(stub.seen[0]?.body.toString() ?? '')).toEqual({
      lines: [{ itemId: 1, quantity: 2 }],
    });
  });

  it('sends a multipart call as a `fields` JSON part first, then its files', async () => {
    stub.answer = () => ({
      status: 400,
      body: { code: 'AT_LEAST_ONE_GUEST', message: 'At least one guest is required' },
    });
    const fields = { guests: [] };
    await expect(
      api.submitCheckIn({
        fields,
        files: { documents: [new Blob(['%PDF-1.4'], { type: 'application/pdf' })] },
      }),
    ).rejects.toMatchObject({ code: 'AT_LEAST_ONE_GUEST', status: 400 });
    const request = stub.seen[0];
    expect(request?.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    const body = request?.body.toString() ?? '';
    expect(body).toContain('name="fields"');
    expect(body).toContain(JSON.stringify(fields));
    expect(body).toContain('name="documents"');
    expect(body).toContain('%PDF-1.4');
    // The server judges the fields before reading any file, and refuses files sent before them.
    expect(body.indexOf('name="fields"')).toBeLessThan(body.indexOf('name="documents"'));
  });

  it("turns a refusal into an ApiRequestError with the server's code, message and details", async () => {
    stub.answer = () => ({
      status: 409,
      body: {
        code: 'ACTIVITY_ALREADY_ADDED',
        message: 'Already there',
        details: [{ path: 'body.date', message: 'x' }],
      },
    });
    const failure = await api
      .addMyActivity({ body: { activityId: 1, date: '2026-11-23' } })
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiRequestError);
    expect(failure).toMatchObject({
      status: 409,
      code: 'ACTIVITY_ALREADY_ADDED',
      message: 'Already there',
      details: [{ path: 'body.date', message: 'x' }],
    });
  });

  it('rejects a 401 (resolved and logged by the http client) as UNAUTHENTICATED, not as data', async () => {
    stub.answer = () => ({
      status: 401,
      body: { code: 'UNAUTHENTICATED', message: 'Please sign in again' },
    });
    await expect(api.getProfile({})).rejects.toMatchObject({
      status: 401,
      code: 'UNAUTHENTICATED',
    });
  });

  it('rejects an answer that breaks the response schema as BAD_RESPONSE', async () => {
    stub.answer = () => ({ status: 200, body: { programs: [{ id: 'seven' }] } });
    await expect(api.listPrograms({})).rejects.toMatchObject({ code: 'BAD_RESPONSE' });
  });

  it('rejects a failure without a response as NETWORK', async () => {
    const offline = createGuestApi(
      createHttpClient({
        baseURL: 'http://127.0.0.1:1/api',
        hotelKey: '10',
        log: vi.fn(),
      }),
    );
    await expect(offline.listOffers({})).rejects.toMatchObject({ status: 0, code: 'NETWORK' });
  });

  it('answers INTERNAL for a failure whose body is not an API error', async () => {
    stub.answer = () => ({ status: 502, body: '<html>Bad gateway</html>' });
    await expect(api.getMenu({})).rejects.toMatchObject({ status: 502, code: 'INTERNAL' });
  });
});
