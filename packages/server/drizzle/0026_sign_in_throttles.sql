-- Sign-in attempts per account from every address together, and per trusted browser: the
-- key is a SHA-256 (of the address typed or of the browser's id), never the raw value.
CREATE TABLE "sign_in_throttles" (
	"key" text PRIMARY KEY NOT NULL,
	"failures" integer NOT NULL,
	"next_attempt_at" timestamp with time zone NOT NULL,
	CONSTRAINT "sign_in_throttles_failures_check" CHECK ("sign_in_throttles"."failures" >= 0)
);
--> statement-breakpoint
CREATE INDEX "sign_in_throttles_next_attempt_idx" ON "sign_in_throttles" USING btree ("next_attempt_at");
