import { describe, expect, it } from 'vitest';
import { ValidationError, type AnySchema } from 'yup';
import {
  checkPickedResume,
  referralRequestFormRules,
  RESUME_MAX_BYTES,
  type ResumeDescriptor,
} from '../../src/shared/referralRequest';

const resume: ResumeDescriptor = { name: 'cv.pdf', size: 1024, type: 'application/pdf' };
const valid = {
  name: 'Sam Doe',
  email: 'sam@example.com',
  phone: '5551234567',
  company: 'Acme',
  experience: 4,
  message: 'Please refer me.',
  jobTitle: '',
  resume,
};

/** Every failing field with its message (all of them, not only the first). */
async function errorsOf(schema: AnySchema, value: unknown): Promise<Record<string, string>> {
  try {
    await schema.validate(value, { abortEarly: false });
    return {};
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    return Object.fromEntries(error.inner.map((inner) => [inner.path ?? '', inner.message]));
  }
}

describe('referralRequestFormRules (SPEC section 5)', () => {
  it('accepts a complete request, with or without the optional job', async () => {
    expect(await errorsOf(referralRequestFormRules, valid)).toEqual({});
    expect(await errorsOf(referralRequestFormRules, { ...valid, jobTitle: 'Data Engineer', jobId: 5 })).toEqual({});
    expect(await errorsOf(referralRequestFormRules, { ...valid, jobTitle: undefined, jobId: '' })).toEqual({});
  });

  it('trims its text, and refuses a field that is not text with a validation error rather than a crash', async () => {
    expect(referralRequestFormRules.cast({ ...valid, name: '  Sam Doe  ' }).name).toBe('Sam Doe');
    // Yup's own trim() threw a TypeError on these (fast-check found { name: [] }).
    const notText = await errorsOf(referralRequestFormRules, { ...valid, name: [], jobTitle: { title: 'x' } });
    expect(Object.keys(notText).sort()).toEqual(['jobTitle', 'name']);
  });

  it('gives every message of the spec for an empty form', async () => {
    const empty = { name: '', email: '', phone: '', company: '', experience: '', message: '', resume: null };
    expect(await errorsOf(referralRequestFormRules, empty)).toEqual({
      name: 'Name is required',
      email: 'Invalid email address',
      phone: 'Phone number must be at least 10 digits',
      company: 'Please enter a company name',
      experience: 'Please enter your years of experience',
      message: 'Cover letter/message is required',
      resume: 'Resume is required',
    });
  });

  it('does not count blanks as an answer', async () => {
    const blanks = { ...valid, name: '   ', company: ' ', message: '\n ' };
    expect(await errorsOf(referralRequestFormRules, blanks)).toEqual({
      name: 'Name is required',
      company: 'Please enter a company name',
      message: 'Cover letter/message is required',
    });
  });

  it('wants a valid e-mail', async () => {
    for (const email of ['sam', 'sam@', '@example.com', 'sam example.com']) {
      expect(await errorsOf(referralRequestFormRules, { ...valid, email })).toEqual({
        email: 'Invalid email address',
      });
    }
  });

  it('wants a phone of at least 10 characters', async () => {
    expect(await errorsOf(referralRequestFormRules, { ...valid, phone: '123456789' })).toEqual({
      phone: 'Phone number must be at least 10 digits',
    });
    expect(await errorsOf(referralRequestFormRules, { ...valid, phone: '1234567890' })).toEqual({});
    expect(await errorsOf(referralRequestFormRules, { ...valid, phone: '+1 (555) 12' })).toEqual({});
  });

  it('wants the experience as a number of years, 0 or more', async () => {
    for (const experience of [-1, '-0.5', 'abc', '', null, undefined]) {
      expect(await errorsOf(referralRequestFormRules, { ...valid, experience })).toEqual({
        experience: 'Please enter your years of experience',
      });
    }
    for (const experience of [0, '0', 2.5, '12']) {
      expect(await errorsOf(referralRequestFormRules, { ...valid, experience })).toEqual({});
    }
  });

  it('wants a pdf, doc or docx resume of at most 5 MB', async () => {
    for (const name of ['cv.pdf', 'cv.doc', 'cv.docx', 'CV.PDF', 'my.cv.Docx']) {
      expect(await errorsOf(referralRequestFormRules, { ...valid, resume: { ...resume, name } })).toEqual({});
    }
    for (const name of ['cv.txt', 'cv.pdf.exe', 'cv', 'pdf']) {
      expect(await errorsOf(referralRequestFormRules, { ...valid, resume: { ...resume, name } })).toEqual({
        resume: 'Only .pdf, .doc, and .docx files are accepted',
      });
    }
    expect(
      await errorsOf(referralRequestFormRules, { ...valid, resume: { ...resume, size: RESUME_MAX_BYTES } }),
    ).toEqual({});
    expect(
      await errorsOf(referralRequestFormRules, { ...valid, resume: { ...resume, size: 5 * 1024 * 1024 + 1 } }),
    ).toEqual({ resume: 'Max file size is 5MB' });
  });
});

describe('checkPickedResume (the check when a file is picked)', () => {
  it('refuses a file over 5 MB with the picking message', () => {
    expect(RESUME_MAX_BYTES).toBe(5 * 1024 * 1024);
    expect(checkPickedResume({ ...resume, size: RESUME_MAX_BYTES + 1 })).toBe('File size must be less than 5MB');
    expect(checkPickedResume({ ...resume, size: RESUME_MAX_BYTES })).toBeUndefined();
  });

  it('refuses a file that is not a pdf, doc or docx', () => {
    expect(checkPickedResume({ name: 'cv.txt', size: 10 })).toBe('Only .pdf, .doc, and .docx files are accepted');
    expect(checkPickedResume({ name: 'cv.png', size: 10, type: 'image/png' })).toBe(
      'Only .pdf, .doc, and .docx files are accepted',
    );
  });

  it('accepts a good file', () => {
    for (const name of ['cv.pdf', 'cv.doc', 'cv.docx', 'CV.DOCX'])
      expect(checkPickedResume({ name, size: 10 })).toBeUndefined();
  });

  it('speaks of the size first when a file is both too big and of the wrong type', () => {
    expect(checkPickedResume({ name: 'cv.txt', size: RESUME_MAX_BYTES + 1 })).toBe('File size must be less than 5MB');
  });
});
