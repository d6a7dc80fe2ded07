import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { accountMessages } from '../../../src/shared/account';
import { onboardingMessages } from '../../../src/shared/onboarding';
import { referralRequestMessages } from '../../../src/shared/referralRequest';
import type { CandidateProfile, SavedResume } from '../../../src/shared/schemas/account';
import { candidate, json, mockApi, renderApp } from '../../utils';

/** Typing into a form a key at a time is slow when the test files run side by side on two cores. */
const FORM_TIMEOUT = { timeout: 15_000 };

const savedResume: SavedResume = {
  fileName: 'jordan-avery.pdf',
  mimeType: 'application/pdf',
  size: 48_128,
  updatedAt: '2026-11-20T12:00:00.000Z',
};

const profileWith = (resume: SavedResume | null): CandidateProfile => ({
  title: 'Frontend Developer',
  experience: 4,
  linkedin: null,
  interests: ['Software Development'],
  resume,
});

const pdf = (name: string) => new File(['%PDF-1.7 resume'], name, { type: 'application/pdf' });

/**
 * The candidate profile as the server keeps it: saving it, and uploading or removing the resume, change what the
 * next `GET /api/me/candidate-profile` answers. Returns what reached the server.
 */
function serveProfile(
  resume: SavedResume | null,
  handlers: Parameters<typeof mockApi>[1] = {},
): { saves: unknown[]; uploads: File[]; removals: number } {
  let profile = profileWith(resume);
  const sent = { saves: [] as unknown[], uploads: [] as File[], removals: 0 };
  mockApi(candidate, {
    'GET /api/me/candidate-profile': () => json(200, profile),
    'PUT /api/me/candidate-profile': ({ body }) => {
      sent.saves.push(body);
      profile = { ...profile, ...(body as Partial<CandidateProfile>) };
      return json(200, profile);
    },
    'PUT /api/me/resume': ({ body }) => {
      const file = (body as FormData).get('resume') as File;
      sent.uploads.push(file);
      const saved = {
        fileName: file.name,
        mimeType: file.type,
        size: file.size,
        updatedAt: '2026-11-21T12:00:00.000Z',
      };
      profile = { ...profile, resume: saved };
      return json(200, saved);
    },
    'DELETE /api/me/resume': () => {
      sent.removals += 1;
      profile = { ...profile, resume: null };
      return new Response(null, { status: 204 });
    },
    ...handlers,
  });
  return sent;
}

async function resumeSection() {
  return within(await screen.findByRole('region', { name: 'Default resume' }));
}

async function toastSaying(text: string) {
  return within(await screen.findByTestId('toast')).findByText(text);
}

describe('/referee-profile', FORM_TIMEOUT, () => {
  it('fills the form with the saved profile and saves the changes', async () => {
    const sent = serveProfile(null);
    const { user } = renderApp('/referee-profile');
    const form = within(await screen.findByRole('form', { name: 'Candidate profile' }));
    expect(form.getByRole('textbox', { name: 'Job title' })).toHaveValue('Frontend Developer');
    expect(form.getByRole('spinbutton', { name: 'Years of experience' })).toHaveValue(4);
    expect(form.getByRole('checkbox', { name: 'Software Development' })).toBeChecked();
    expect(form.getByRole('checkbox', { name: 'Design' })).not.toBeChecked();
    expect(form.getByRole('button', { name: 'Save changes' })).toBeDisabled();

    const experience = form.getByRole('spinbutton', { name: 'Years of experience' });
    await user.clear(experience);
    await user.type(experience, '6');
    await user.click(form.getByRole('textbox', { name: 'LinkedIn' }));
    await user.paste('https://www.linkedin.com/in/jordan');
    await user.click(form.getByRole('checkbox', { name: 'Design' }));
    await user.click(form.getByRole('button', { name: 'Save changes' }));

    expect(await toastSaying(accountMessages.saved.title)).toBeVisible();
    expect(sent.saves).toEqual([
      {
        title: 'Frontend Developer',
        experience: 6,
        linkedin: 'https://www.linkedin.com/in/jordan',
        interests: ['Software Development', 'Design'],
      },
    ]);
  });

  it('checks the LinkedIn address before saving', async () => {
    const sent = serveProfile(null);
    const { user } = renderApp('/referee-profile');
    const form = within(await screen.findByRole('form', { name: 'Candidate profile' }));
    await user.type(form.getByRole('textbox', { name: 'LinkedIn' }), 'my linkedin');
    await user.click(form.getByRole('button', { name: 'Save changes' }));
    expect(await form.findByText(onboardingMessages.linkedinInvalid)).toBeInTheDocument();
    expect(sent.saves).toEqual([]);
  });

  it('uploads a first resume, then offers it to download, replace or remove', async () => {
    const sent = serveProfile(null);
    const { user } = renderApp('/referee-profile');
    const resume = await resumeSection();
    expect(resume.getByText(/No resume saved yet/)).toBeInTheDocument();
    expect(resume.queryByRole('button', { name: 'Remove' })).not.toBeInTheDocument();
    expect(resume.getByRole('button', { name: 'Upload resume' })).toHaveAccessibleDescription(
      'PDF, DOC or DOCX, up to 5 MB.',
    );

    await user.upload(resume.getByLabelText('Resume file'), pdf('cv-2026.pdf'));
    expect(await toastSaying('Resume saved')).toBeVisible();
    expect(sent.uploads.map((file) => file.name)).toEqual(['cv-2026.pdf']);
    const link = await resume.findByRole('link', { name: 'cv-2026.pdf' });
    expect(link).toHaveAttribute('href', '/api/me/resume');
    expect(resume.getByText(/saved Nov 21, 2026/)).toBeInTheDocument();
    expect(resume.getByRole('button', { name: 'Replace resume' })).toBeInTheDocument();
    expect(resume.getByRole('button', { name: 'Remove' })).toBeInTheDocument();
  });

  it('replaces the saved resume with a new one', async () => {
    const sent = serveProfile(savedResume);
    const { user } = renderApp('/referee-profile');
    const resume = await resumeSection();
    expect(await resume.findByRole('link', { name: 'jordan-avery.pdf' })).toBeInTheDocument();
    expect(resume.getByText('47 KB · saved Nov 20, 2026')).toBeInTheDocument();

    await user.upload(resume.getByLabelText('Resume file'), pdf('jordan-avery-2027.pdf'));
    expect(await resume.findByRole('link', { name: 'jordan-avery-2027.pdf' })).toBeInTheDocument();
    expect(resume.queryByRole('link', { name: 'jordan-avery.pdf' })).not.toBeInTheDocument();
    expect(sent.uploads.map((file) => file.name)).toEqual(['jordan-avery-2027.pdf']);
  });

  it('removes the saved resume', async () => {
    const sent = serveProfile(savedResume);
    const { user } = renderApp('/referee-profile');
    const resume = await resumeSection();
    await user.click(await resume.findByRole('button', { name: 'Remove' }));
    expect(await resume.findByText(/No resume saved yet/)).toBeInTheDocument();
    expect(sent.removals).toBe(1);
    expect(resume.queryByRole('link', { name: 'jordan-avery.pdf' })).not.toBeInTheDocument();
    expect(resume.getByRole('button', { name: 'Upload resume' })).toBeInTheDocument();
    expect(await toastSaying('Resume removed')).toBeVisible();
  });

  it('refuses a file of the wrong type before sending it', async () => {
    const sent = serveProfile(null);
    renderApp('/referee-profile');
    // The picker can be told to show every file: the page checks what it is given.
    const user = userEvent.setup({ applyAccept: false });
    const resume = await resumeSection();
    await user.upload(resume.getByLabelText('Resume file'), new File(['png'], 'photo.png', { type: 'image/png' }));
    expect(await resume.findByRole('alert')).toHaveTextContent(referralRequestMessages.resumeWrongType);
    expect(sent.uploads).toEqual([]);
  });

  it("shows the server's refusal of an upload", async () => {
    serveProfile(null, {
      'PUT /api/me/resume': () => json(400, { message: 'This file is not a PDF, DOC or DOCX document' }),
    });
    const { user } = renderApp('/referee-profile');
    const resume = await resumeSection();
    await user.upload(resume.getByLabelText('Resume file'), pdf('disguised.pdf'));
    expect(await resume.findByRole('alert')).toHaveTextContent('This file is not a PDF, DOC or DOCX document');
    expect(resume.getByText(/No resume saved yet/)).toBeInTheDocument();
  });
});
