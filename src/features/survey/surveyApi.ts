import { api } from '../../api/apiSlice';
import type { SurveyResponse } from '../../shared/surveySchema';

export const surveyApi = api.injectEndpoints({
  endpoints: (build) => ({
    submitSurvey: build.mutation<{ id: number }, SurveyResponse>({
      query: (body) => ({ url: '/api/survey', method: 'POST', body }),
    }),
  }),
});
