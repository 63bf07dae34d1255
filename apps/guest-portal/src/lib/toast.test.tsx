import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ToastHost } from '@portal/ui/toast';
import { toast } from './toast.ts';

describe('toast', () => {
  it("shows each tone's notice in the kit's toast host", async () => {
    render(<ToastHost closeLabel="Close" />);
    act(() => {
      toast.success('Thank you for your rating');
      toast.error('Network error');
    });
    expect(await screen.findByText('Thank you for your rating')).toBeDefined();
    expect(await screen.findByText('Network error')).toBeDefined();
  });
});
