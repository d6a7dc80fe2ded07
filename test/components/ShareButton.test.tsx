import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ShareButton } from '../../src/components/ui/ShareButton';
import { Toaster } from '../../src/components/ui/toaster/Toaster';
import { renderWithProviders } from '../utils';

/** jsdom serves pages from http://localhost: a development host, which a shared link must never carry. */
function renderShare() {
  window.gtag = vi.fn();
  return renderWithProviders(
    <>
      <ShareButton path="/jobs/4" title="Data Engineer at Globex" contentType="job" contentId={4} />
      <Toaster />
    </>,
  );
}

afterEach(() => {
  delete window.gtag;
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'share');
});

describe('the Share button', () => {
  it('opens the share sheet with the public address where the browser has one, and sends the share event', async () => {
    const share = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    renderShare();
    await userEvent.click(screen.getByRole('button', { name: 'Share' }));
    expect(share).toHaveBeenCalledWith({ title: 'Data Engineer at Globex', url: 'https://referbridge.app/jobs/4' });
    expect(window.gtag).toHaveBeenCalledWith('event', 'share', { content_type: 'job', content_id: 4 });
  });

  it('sends nothing when the person closes the share sheet', async () => {
    const share = vi.fn().mockRejectedValue(new DOMException('Share canceled', 'AbortError'));
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    renderShare();
    await userEvent.click(screen.getByRole('button', { name: 'Share' }));
    expect(window.gtag).not.toHaveBeenCalled();
  });

  it('copies the link elsewhere, and says so', async () => {
    const user = userEvent.setup();
    renderShare();
    await user.click(screen.getByRole('button', { name: 'Share' }));
    expect(await navigator.clipboard.readText()).toBe('https://referbridge.app/jobs/4');
    expect(await screen.findByText('Link copied')).toBeInTheDocument();
    expect(window.gtag).toHaveBeenCalledWith('event', 'share', { content_type: 'job', content_id: 4 });
  });
});
