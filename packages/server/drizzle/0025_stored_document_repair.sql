-- A stored document is its SHA-256: its hash, type, size and date never change nor go away, but
-- the key of its bytes may, so that re-issuing a document whose bytes were altered on disk puts
-- bytes matching the hash back under a new key (stored-documents.ts).
CREATE FUNCTION "refuse_stored_document_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE'
    AND NEW."sha256" = OLD."sha256"
    AND NEW."mime_type" = OLD."mime_type"
    AND NEW."size" = OLD."size"
    AND NEW."created_at" = OLD."created_at" THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'evidence is immutable: % on %', TG_OP, TG_TABLE_NAME USING ERRCODE = 'integrity_constraint_violation';
END;
$$;
--> statement-breakpoint
DROP TRIGGER "stored_documents_immutable" ON "stored_documents";
--> statement-breakpoint
CREATE TRIGGER "stored_documents_immutable" BEFORE UPDATE OR DELETE ON "stored_documents" FOR EACH ROW EXECUTE FUNCTION "refuse_stored_document_change"();
