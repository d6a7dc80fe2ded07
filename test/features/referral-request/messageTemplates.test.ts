import { describe, expect, it } from 'vitest';
import {
  fillTemplate,
  MESSAGE_TEMPLATES,
  type TemplateFields,
} from '../../../src/features/referral-request/messageTemplates';

const fields: TemplateFields = { name: 'Sam Doe', jobTitle: 'Data Engineer', company: 'Acme', experience: 4 };
const blank: TemplateFields = { name: '', jobTitle: '', company: '', experience: '' };

describe('message templates', () => {
  it('are Custom, Brief Introduction, Detailed Request and Connection Request, in that order', () => {
    expect(MESSAGE_TEMPLATES).toEqual(['Custom', 'Brief Introduction', 'Detailed Request', 'Connection Request']);
  });

  it('Custom keeps what the candidate wrote', () => {
    expect(fillTemplate('Custom', fields, 'My own words')).toBe('My own words');
    expect(fillTemplate('Custom', fields, '')).toBe('');
  });

  it('Brief Introduction uses the name, experience, job title and company', () => {
    expect(fillTemplate('Brief Introduction', fields, 'ignored')).toBe(
      "Hi! I'm Sam Doe, with 4 years of experience. I'm applying for the Data Engineer role at Acme and would be grateful for a referral. My resume is attached. Thank you!",
    );
  });

  it('Detailed Request is a signed letter in paragraphs', () => {
    expect(fillTemplate('Detailed Request', fields, 'ignored')).toBe(
      [
        'Hello,',
        "My name is Sam Doe, and I'm very interested in the Data Engineer role at Acme. I bring 4 years of experience, and the team's work is exactly where I want to grow.",
        "I've attached my resume. If my background looks like a fit, would you be willing to refer me? I'm happy to answer any questions or hop on a short call first.",
        'Thank you for your time,\nSam Doe',
      ].join('\n\n'),
    );
  });

  it('Connection Request asks about the company first', () => {
    expect(fillTemplate('Connection Request', fields, 'ignored')).toBe(
      "Hi, I'm Sam Doe. I'd love to connect and hear what it's like to work at Acme. I have 4 years of experience and I'm exploring the Data Engineer role there. If you think I'd be a good fit after a quick chat, a referral would mean a lot.",
    );
  });

  it('says "1 year" for one year, and counts 0 and text input as years', () => {
    expect(fillTemplate('Brief Introduction', { ...fields, experience: 1 }, '')).toContain(
      'with 1 year of experience.',
    );
    expect(fillTemplate('Brief Introduction', { ...fields, experience: '1' }, '')).toContain(
      'with 1 year of experience.',
    );
    expect(fillTemplate('Brief Introduction', { ...fields, experience: 0 }, '')).toContain(
      'with 0 years of experience.',
    );
    expect(fillTemplate('Brief Introduction', { ...fields, experience: ' 12 ' }, '')).toContain(
      'with 12 years of experience.',
    );
  });

  it('trims what was typed', () => {
    const padded = { name: '  Sam Doe ', jobTitle: ' Data Engineer ', company: ' Acme  ', experience: ' 4 ' };
    expect(fillTemplate('Brief Introduction', padded, '')).toBe(fillTemplate('Brief Introduction', fields, ''));
  });

  it('reads naturally when fields are still empty', () => {
    expect(fillTemplate('Brief Introduction', blank, '')).toBe(
      "Hi! I'm a fellow professional, with relevant experience. I'm applying for an open role at your company and would be grateful for a referral. My resume is attached. Thank you!",
    );
    expect(fillTemplate('Connection Request', { ...blank, name: '   ' }, '')).toBe(
      "Hi, I'm a fellow professional. I'd love to connect and hear what it's like to work at your company. I have relevant experience and I'm exploring an open role there. If you think I'd be a good fit after a quick chat, a referral would mean a lot.",
    );
  });

  it('every template but Custom names the candidate, the role, the company and the experience', () => {
    for (const template of MESSAGE_TEMPLATES.filter((name) => name !== 'Custom')) {
      const message = fillTemplate(template, fields, 'ignored');
      expect(message).not.toContain('ignored');
      for (const part of ['Sam Doe', 'the Data Engineer role', 'Acme', '4 years of experience']) {
        expect(message).toContain(part);
      }
    }
  });
});
