-- Custom SQL migration: the credit's foreign key (migration 0038) under the name the schema gives
-- it, so that a migration drizzle-kit generates about it names a key that exists.
ALTER TABLE "payments" RENAME CONSTRAINT "payments_imputed_on_payment_id_fkey" TO "payments_imputed_on_payment_id_payments_id_fk";
