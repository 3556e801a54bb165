-- The change counter of `manager_availability` (issue 20): a manager's free slots are cached under it, the
-- appointments' and the people's counters (lib/page-cache.ts), raised once per transaction at commit (0012).
INSERT INTO "table_versions" ("name", "stripe", "version")
  SELECT 'manager_availability', "stripe", 0 FROM generate_series(0, 15) AS "stripe";
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "manager_availability_data_version" AFTER INSERT OR UPDATE OR DELETE ON "manager_availability"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_data_version"('manager_availability');
--> statement-breakpoint
CREATE TRIGGER "manager_availability_data_version_truncate" AFTER TRUNCATE ON "manager_availability"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_data_version"('manager_availability');
