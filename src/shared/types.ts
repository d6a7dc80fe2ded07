import type { User } from './schemas/auth';

/** The user as the browser sees it (SPEC section 3), declared once by the API's schema. Never carries the password hash. */
export type { User };
export type UserRole = User['role'];
