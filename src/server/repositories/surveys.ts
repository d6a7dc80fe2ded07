import type { Database } from '../db/client.js';
import { surveyResponses } from '../db/schema.js';

export type NewSurveyResponse = Omit<typeof surveyResponses.$inferInsert, 'id' | 'createdAt'>;

export async function insertSurveyResponse(db: Database, values: NewSurveyResponse) {
  const [row] = await db.insert(surveyResponses).values(values).returning({ id: surveyResponses.id });
  return row!;
}

/** A survey's answers and when they were given, as admins and the person who answered read them. */
export const surveyAnswerColumns = {
  userPurpose: surveyResponses.userPurpose,
  otherPurpose: surveyResponses.otherPurpose,
  meetingNeeds: surveyResponses.meetingNeeds,
  delightRating: surveyResponses.delightRating,
  loveFeedback: surveyResponses.loveFeedback,
  improvementFeedback: surveyResponses.improvementFeedback,
  jobRole: surveyResponses.jobRole,
  company: surveyResponses.company,
  contactConsent: surveyResponses.contactConsent,
  contactEmail: surveyResponses.contactEmail,
  contactPhone: surveyResponses.contactPhone,
  additionalFeedback: surveyResponses.additionalFeedback,
  createdAt: surveyResponses.createdAt,
};
