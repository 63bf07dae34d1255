/**
 * The test servers' push transport: a subscription a test (or the fuzz) keeps names any address,
 * and a test never sends to the network. test/support/push-service.ts is a push service to send to.
 */
/** The hosts the tests' devices subscribe at (test/support/push-service.ts's, and the browsers'). */
export const TEST_PUSH_SERVICES = ['push.test', 'fcm.googleapis.com'];

export const noPushService: typeof fetch = () =>
  Promise.reject(new Error('Tests reach no push service on the network'));
