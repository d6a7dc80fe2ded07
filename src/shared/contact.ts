import * as yup from 'yup';
import { authMessages, emailRule, NAME_MAX_LENGTH } from './auth';

/** What a message to the team is about (the /contact form's choice; the admins' list shows it). */
export const CONTACT_TOPICS = [
  'General question',
  'Help with my account',
  'Partnerships',
  'Press and media',
  'Privacy',
] as const;
export type ContactTopic = (typeof CONTACT_TOPICS)[number];

export const CONTACT_MESSAGE_MAX_LENGTH = 5000;

export const contactMessages = {
  topicRequired: 'Please choose a topic',
  messageRequired: 'Please write your message',
  messageTooLong: `Your message must be at most ${CONTACT_MESSAGE_MAX_LENGTH} characters`,
  sent: 'Thank you: your message has reached the ReferBridge team. We usually reply within one business day.',
} as const;

/** `POST /api/contact` and the /contact form: who writes, their address for the answer, the topic and the message. */
export const contactRules = yup.object({
  name: yup.string().trim().max(NAME_MAX_LENGTH, authMessages.nameTooLong).required(authMessages.nameRequired),
  email: emailRule,
  topic: yup
    .string()
    .oneOf([...CONTACT_TOPICS], contactMessages.topicRequired)
    .required(contactMessages.topicRequired),
  message: yup
    .string()
    .trim()
    .max(CONTACT_MESSAGE_MAX_LENGTH, contactMessages.messageTooLong)
    .required(contactMessages.messageRequired),
});

export type ContactInput = yup.InferType<typeof contactRules>;
