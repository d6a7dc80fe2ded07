import { formatCount } from './text';

/**
 * The longest text each kind of field takes, the same in every form and on the server that checks it: a name is a
 * name, whether typed at registration, in onboarding or in a referral request.
 */
export const TEXT_LIMITS = {
  /** A person's name. */
  name: 100,
  /** The longest address SMTP carries (RFC 5321). */
  email: 254,
  phone: 40,
  /** A job title, or a role. */
  title: 150,
  company: 200,
  /** A one-line answer: a location, a purpose. */
  shortText: 200,
  /** One specialty of a referrer. */
  specialty: 40,
  url: 500,
  /** A few paragraphs about oneself. */
  bio: 2000,
  /** A cover letter, a feedback answer. */
  message: 5000,
  /** A job's description. */
  description: 10_000,
} as const;

export type TextKind = keyof typeof TEXT_LIMITS;

/** "Name must be at most 100 characters": the one shape of every too-long message, the field's label and its limit. */
export function tooLongMessage(label: string, kind: TextKind) {
  return `${label} must be at most ${formatCount(TEXT_LIMITS[kind])} characters`;
}

/** A Yup `.max()`'s two arguments for a field of that kind: `.max(...lengthLimit('name', 'Name'))`. */
export function lengthLimit(kind: TextKind, label: string): [number, string] {
  return [TEXT_LIMITS[kind], tooLongMessage(label, kind)];
}
