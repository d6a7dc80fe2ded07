import { readFile } from 'node:fs/promises';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import yauzl from 'yauzl';
import { REQUEST_NOTICE_VERSION } from '../../src/shared/requestNotice';
import { launchBrowser, screenshot, toast } from './browser';
import { makePdf } from './pdf';
import { expectOk, PASSWORD } from './people';

/**
 * A person's data and sessions, from /profile: the archive "Download my data" saves, read back as an unzip program
 * would, and another device's session ended from here.
 */
const baseUrl = inject('baseUrl');
const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** Every entry of a ZIP file, by name, with its bytes. */
function unzip(file: Buffer): Promise<Map<string, Buffer>> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(file, { lazyEntries: true, validateEntrySizes: true }, (error, zip) => {
      if (error) return reject(error);
      const entries = new Map<string, Buffer>();
      zip.on('entry', (entry: yauzl.Entry) =>
        zip.openReadStream(entry, (openError, stream) => {
          if (openError) return reject(openError);
          const chunks: Buffer[] = [];
          stream.on('data', (chunk: Buffer) => chunks.push(chunk));
          stream.on('end', () => {
            entries.set(entry.fileName, Buffer.concat(chunks));
            zip.readEntry();
          });
        }),
      );
      zip.on('end', () => resolve(entries));
      zip.on('error', reject);
      zip.readEntry();
    });
  });
}

describe('/profile: your data and your sessions', () => {
  it('downloads a ZIP of the account with its resume byte for byte, and signs another device out', async () => {
    const email = `dana.data.${Date.now().toString(36)}@example.com`;
    // The laptop: Chromium as it is. The phone: another browser, signed in to the same account.
    const laptop = await browser.newContext({
      baseURL: baseUrl,
      viewport: { width: 1280, height: 900 },
      acceptDownloads: true,
    });
    const phone = await browser.newContext({
      baseURL: baseUrl,
      userAgent: IPHONE_SAFARI,
      viewport: { width: 390, height: 844 },
    });
    try {
      const page = await laptop.newPage();
      page.setDefaultTimeout(15_000);
      await expectOk(
        await page.request.post('/api/register', { data: { name: 'Dana Data', email, password: PASSWORD } }),
      );
      await expectOk(
        await page.request.post('/api/update-onboarding', { data: { name: 'Dana Data', role: 'candidate' } }),
      );
      await expectOk(await phone.request.post('/api/login', { data: { email, password: PASSWORD } }));
      expect((await phone.request.get('/api/me')).status()).toBe(200);

      // A request with a resume, sent signed in, so the archive has a resume to hold.
      const resume = makePdf('Dana Data, data engineer');
      const sent = await page.request.post('/api/direct-referral-request', {
        multipart: {
          name: 'Dana Data',
          email,
          phone: '+44 20 7946 0555',
          company: 'Tallyfern',
          experience: '5',
          message: 'I would love to join the data platform team at Tallyfern.',
          noticeVersion: REQUEST_NOTICE_VERSION,
          resume: { name: 'dana-data.pdf', mimeType: 'application/pdf', buffer: resume },
        },
      });
      await expectOk(sent);
      const requestId = ((await sent.json()) as { id: number }).id;

      await page.goto('/profile');
      const sessions = page.getByRole('list', { name: 'Your sessions' });
      await sessions.waitFor();
      const rows = sessions.getByRole('listitem');
      await expect.poll(() => rows.count()).toBe(2);
      const thisDevice = rows.filter({ hasText: 'This device' });
      expect(await thisDevice.textContent()).toMatch(/^Chrome on Linux.*Active now$/);
      const iphone = rows.filter({ hasText: 'Safari on iPhone' });
      expect(await iphone.textContent()).toContain('Active now');
      await page.getByRole('heading', { name: 'Your data' }).scrollIntoViewIfNeeded();
      await screenshot(page, 'profile-sessions-and-data');
      // The same on a phone's screen.
      await page.setViewportSize({ width: 390, height: 844 });
      await page.getByRole('heading', { name: 'Sessions' }).scrollIntoViewIfNeeded();
      await screenshot(page, 'profile-sessions-and-data-phone', { fullPage: false });
      await page.setViewportSize({ width: 1280, height: 900 });

      // Download my data: the browser saves the archive.
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'Download my data' }).click(),
      ]);
      expect(download.suggestedFilename()).toMatch(/^referbridge-data-\d{4}-\d\d-\d\d\.zip$/);
      const entries = await unzip(await readFile((await download.path())!));
      expect([...entries.keys()].sort()).toEqual(
        ['README.txt', 'data.json', `resumes/request-${requestId}-dana-data.pdf`].sort(),
      );
      expect(entries.get(`resumes/request-${requestId}-dana-data.pdf`)!.equals(resume)).toBe(true);
      const data = JSON.parse(entries.get('data.json')!.toString('utf8'));
      expect(data.account).toMatchObject({ name: 'Dana Data', email });
      expect(data.requestsSent).toEqual([
        expect.objectContaining({
          id: requestId,
          company: 'Tallyfern',
          resume: expect.objectContaining({ file: `resumes/request-${requestId}-dana-data.pdf` }),
        }),
      ]);
      expect(data.sessions.map((session: { browser: string }) => session.browser).sort()).toEqual([
        'Chrome on Linux',
        'Safari on iPhone',
      ]);
      await expect.poll(() => toast(page).textContent()).toContain('Your data is downloading');

      // Sign the phone out from the laptop: it leaves the list, and the phone is signed out at once.
      await iphone.getByRole('button', { name: /^Sign out Safari on iPhone/ }).click();
      await expect.poll(() => toast(page).textContent()).toContain('Session ended');
      await expect.poll(() => rows.count()).toBe(1);
      await page.getByText('You are signed in on this device only.').waitFor();
      expect((await phone.request.get('/api/me')).status()).toBe(401);
      const phonePage = await phone.newPage();
      await phonePage.goto('/profile');
      await phonePage.waitForURL(/\/auth/);
      expect((await page.request.get('/api/me')).status()).toBe(200);
    } finally {
      await laptop.close();
      await phone.close();
    }
  });
});
