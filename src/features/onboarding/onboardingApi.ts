import { api } from '../../api/apiSlice';
import type { OnboardingProfile } from '../../shared/onboardingRules';
import type { User } from '../../shared/types';

export const onboardingApi = api.injectEndpoints({
  endpoints: (build) => ({
    updateOnboarding: build.mutation<User, OnboardingProfile>({
      query: (body) => ({ url: '/api/update-onboarding', method: 'POST', body }),
    }),
  }),
});
