CREATE TABLE "scheduled_job_leases" (
	"job" text PRIMARY KEY NOT NULL,
	"holder" uuid NOT NULL,
	"leased_until" timestamp with time zone NOT NULL
);
