import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { writeDraft } from '../../../lib/session-draft.ts';
import { renderScreen } from '../../../testing/render-screen.tsx';
import { EMPTY_CHECK_OUT } from '../check-out-rules.ts';
import { CheckOutBalanceBillPage } from './check-out-balance-bill-page.tsx';

afterEach(() => sessionStorage.clear());

const billStep = (
  <Routes>
    <Route path="/check-out-balance-bill" element={<CheckOutBalanceBillPage />} />
    <Route path="/check-out" element={<p>The check-out form</p>} />
  </Routes>
);

describe('CheckOutBalanceBillPage', () => {
  it('shows the request prepared in this tab, read in after the first render', async () => {
    writeDraft('check-out:ESG1001', {
      ...EMPTY_CHECK_OUT,
      minibar: 'no',
      options: ['CHECKOUT_LATE'],
    });
    await renderScreen(billStep, { path: '/check-out-balance-bill' });

    expect(await screen.findByRole('button', { name: 'Confirm check-out' })).toBeDefined();
    expect(screen.getByRole('region', { name: 'Your check-out request' }).textContent).toContain(
      'Late check-out',
    );
    expect(screen.queryByText('The check-out form')).toBeNull();
  });

  it('starts on /check-out when no request was prepared', async () => {
    await renderScreen(billStep, { path: '/check-out-balance-bill' });

    expect(await screen.findByText('The check-out form')).toBeDefined();
  });
});
