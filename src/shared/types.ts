/** The user as the browser sees it (SPEC section 3). Never carries the password hash. */
export interface User {
  id: number;
  name: string;
  email: string;
  role: UserRole;
  isReferrer: boolean;
  onboardingCompleted: boolean;
}

export type UserRole = 'user' | 'admin';

/** The body of every 4xx/5xx answer from the API. */
export interface ApiErrorBody {
  message: string;
  errors?: Record<string, string>;
}
