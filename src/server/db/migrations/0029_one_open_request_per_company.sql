-- One open request per candidate and company (src/shared/requestLifecycle.ts: OPEN_STATUSES). A new request looks for
-- an open one at its company sent from the same account (referral_requests_candidate_idx) or the same e-mail address
-- (this index), under an advisory lock on the company taken in the transaction that stores it
-- (src/server/repositories/openRequests.ts), so two sent at once from any processes cannot both be stored.
CREATE INDEX "referral_requests_company_email_idx" ON "referral_requests" USING btree (lower(btrim("company")),lower("email"));
