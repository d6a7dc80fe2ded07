import { Type, type Static } from 'typebox';
import { contactRules } from '../contact';
import { DateTimeSchema, IdSchema } from './common';
import { withRules } from './rules';

export const ContactBodySchema = withRules(contactRules, {
  name: Type.String(),
  email: Type.String(),
  topic: Type.String(),
  message: Type.String(),
});

/** One message sent through /contact, as admins read it (`GET /api/admin/contact-messages`), newest first. */
export const ContactMessageSchema = Type.Object({
  id: IdSchema,
  name: Type.String(),
  email: Type.String(),
  topic: Type.String(),
  message: Type.String(),
  createdAt: DateTimeSchema,
});
export type ContactMessage = Static<typeof ContactMessageSchema>;
