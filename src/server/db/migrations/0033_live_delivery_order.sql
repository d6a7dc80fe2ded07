-- Each notification keeps the transaction that wrote it, so the live streams send notifications in the order their
-- transactions committed (src/server/live/liveHub.ts): a row's id is taken at insert, and a change that records its
-- notification first may commit last.
ALTER TABLE "user_notifications" ADD COLUMN "tx_id" xid8 DEFAULT pg_current_xact_id() NOT NULL;--> statement-breakpoint
CREATE INDEX "user_notifications_delivery_idx" ON "user_notifications" USING btree ("user_id","tx_id","id");
