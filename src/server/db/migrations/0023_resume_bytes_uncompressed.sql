-- Resumes are PDF and Word files, which are compressed already: PostgreSQL's attempt to compress each one again costs
-- CPU on every upload for nothing. EXTERNAL stores the bytes out of line without that attempt, and lets a read of a
-- slice (`substring`) fetch only that slice's part, which the download streams (readResumeBytes in
-- src/server/repositories/referralRequests.ts). It applies to resumes written from now on; earlier ones stay as they
-- were stored, and read the same.
ALTER TABLE "resumes" ALTER COLUMN "data" SET STORAGE EXTERNAL;
