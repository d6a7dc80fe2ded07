import { api } from '../../api/apiSlice';
import type { Created } from '../../shared/schemas/common';
import type { SurveyResponse } from '../../shared/surveyRules';

export const surveyApi = api.injectEndpoints({
  endpoints: (build) => ({
    submitSurvey: build.mutation<Created, SurveyResponse>({
      query: (body) => ({ url: '/api/survey', method: 'POST', body }),
    }),
  }),
});
