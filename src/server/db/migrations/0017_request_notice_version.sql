-- The version of the notice a candidate saw in the request modal (who receives the resume, that they may pass it to
-- their company's hiring team: src/shared/requestNotice.ts). Requests sent before the notice existed keep null.
ALTER TABLE "referral_requests" ADD COLUMN "notice_version" text;
