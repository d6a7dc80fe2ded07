import type { Database } from '../db/client.js';
import { surveyResponses } from '../db/schema.js';

export type NewSurveyResponse = Omit<typeof surveyResponses.$inferInsert, 'id' | 'createdAt'>;

export async function insertSurveyResponse(db: Database, values: NewSurveyResponse) {
  const [row] = await db.insert(surveyResponses).values(values).returning({ id: surveyResponses.id });
  return row!;
}
