import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Account } from '../../../src/shared/schemas/account';
import { candidate, json, mockApi, renderApp } from '../../utils';

const account: Account = {
  name: candidate.name,
  email: candidate.email,
  notifyEmail: true,
  notifyWhatsapp: false,
  notifyRealtime: true,
  whatsappConfigured: false,
};

/** The bytes of an empty ZIP (its end-of-central-directory record alone). */
const EMPTY_ZIP = new Uint8Array([0x50, 0x4b, 0x05, 0x06, ...new Array<number>(18).fill(0)]);

function serveProfile(exportAnswer: () => Response) {
  return mockApi(candidate, {
    'GET /api/me/account': () => json(200, account),
    'GET /api/referral-requests': () => json(200, [], { 'X-Total-Count': '0' }),
    'GET /api/me/sessions': () => json(200, []),
    'GET /api/me/two-step': () => json(200, { enabled: false, enabledAt: null, recoveryCodesLeft: 0, required: false }),
    'GET /api/me/export': exportAnswer,
  });
}

/** What the page hands the browser's downloads: the object URL's blob and the name, read from the link it clicks. */
function watchDownloads() {
  const saved: Array<{ name: string; blob: Blob }> = [];
  const blobs = new Map<string, Blob>();
  // jsdom has no object URLs: the page's are names of the blobs it made.
  Object.assign(URL, {
    createObjectURL: (blob: Blob) => {
      const url = `blob:test/${blobs.size}`;
      blobs.set(url, blob);
      return url;
    },
    revokeObjectURL: () => {},
  });
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ name: this.download, blob: blobs.get(this.href)! });
  });
  return saved;
}

afterEach(() => {
  vi.restoreAllMocks();
});

const downloadButton = () => screen.findByRole('button', { name: 'Download my data' }, { timeout: 10_000 });

describe('/profile: Download my data', { timeout: 15_000 }, () => {
  it('downloads the ZIP under the name the server gives it, and says so', async () => {
    const saved = watchDownloads();
    serveProfile(
      () =>
        new Response(EMPTY_ZIP, {
          status: 200,
          headers: {
            'Content-Type': 'application/zip',
            'Content-Disposition': `attachment; filename="referbridge-data-2026-11-26.zip"; filename*=UTF-8''referbridge-data-2026-11-26.zip`,
          },
        }),
    );
    const { user } = renderApp('/profile');
    await user.click(await downloadButton());
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]!.name).toBe('referbridge-data-2026-11-26.zip');
    expect(new Uint8Array(await saved[0]!.blob.arrayBuffer())).toEqual(EMPTY_ZIP);
    expect(within(await screen.findByTestId('toast')).getByText('Your data is downloading')).toBeVisible();
  });

  it("shows the server's words when it refuses (the hourly limit), and downloads nothing", async () => {
    const saved = watchDownloads();
    serveProfile(() => json(429, { message: 'Too many attempts. Please wait 3542 seconds and try again.' }));
    const { user } = renderApp('/profile');
    await user.click(await downloadButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many attempts. Please wait 3542 seconds and try again.',
    );
    expect(saved).toEqual([]);
    // The button is there to try again later.
    expect(screen.getByRole('button', { name: 'Download my data' })).toBeEnabled();
  });

  it('says it could not prepare the data when the connection fails', async () => {
    watchDownloads();
    serveProfile(() => {
      throw new TypeError('Failed to fetch');
    });
    const { user } = renderApp('/profile');
    await user.click(await downloadButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not prepare your data. Please try again.');
  });
});
