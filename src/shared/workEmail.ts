import * as yup from 'yup';
import { registerRules } from './auth';
import { PASSWORD_RESET_TTL_MINUTES, RESET_TOKEN_PATTERN } from './passwordRecovery';

/**
 * A referrer is verified once they confirm a work e-mail at their company's domain, the host of the company's
 * website, through a one-time link. The link follows the password reset's rules: 32 random bytes, kept only as a hash,
 * good once, for the same 30 minutes.
 */
export const WORK_EMAIL_LINK_TTL_MINUTES = PASSWORD_RESET_TTL_MINUTES;

export const workEmailMessages = {
  notAReferrer: 'Only referrers confirm a work e-mail. Create your referrer profile first.',
  noCompanyDomain: (company: string) =>
    `We have no website on file for ${company}, so we cannot check a work e-mail there yet.`,
  wrongDomain: (domain: string) => `Use your work e-mail at ${domain}: we confirm where you work through it.`,
  linkSent: (email: string) =>
    `We sent a link to ${email}. Open it within ${WORK_EMAIL_LINK_TTL_MINUTES} minutes to confirm your work e-mail.`,
  linkUnusable: 'This link has expired or has been used already. Ask for a new one on your referrer profile.',
  confirmed: 'Your work e-mail is confirmed: your profile now shows the Verified badge.',
} as const;

/** The company's domain: its website's host without `www.`; undefined without a usable website. */
export function companyDomain(websiteUrl: string | null) {
  if (!websiteUrl) return undefined;
  try {
    const host = new URL(websiteUrl).hostname.toLowerCase().replace(/^www\./, '');
    return host.includes('.') ? host : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Whether `value` can be a company's website: an http(s) address, without credentials, whose host gives a domain
 * (companyDomain), so that the company's referrers can confirm a work e-mail there.
 */
export function isCompanyWebsite(value: string) {
  try {
    const url = new URL(value);
    const webAddress = url.protocol === 'https:' || url.protocol === 'http:';
    return webAddress && !url.username && !url.password && companyDomain(value) !== undefined;
  } catch {
    return false;
  }
}

/** Whether the address is at the domain, or at one of its subdomains (`eu.acme.com` for `acme.com`). */
export function isAtDomain(email: string, domain: string) {
  const host = email.slice(email.lastIndexOf('@') + 1).toLowerCase();
  return host === domain || host.endsWith(`.${domain}`);
}

/** `POST /api/me/work-email`: the address to confirm, read as registration reads an e-mail. */
export const workEmailRules = registerRules.pick(['email']);

/** `POST /api/work-email/confirm`: the token of the link. */
export const confirmWorkEmailRules = yup.object({
  token: yup
    .string()
    .trim()
    .required(workEmailMessages.linkUnusable)
    .matches(RESET_TOKEN_PATTERN, workEmailMessages.linkUnusable),
});

export type WorkEmailInput = yup.InferType<typeof workEmailRules>;
