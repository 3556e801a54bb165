import { oldFilesSuite } from "../testing/old-files-suite";

/*
 * Issue 33 (ADR 074), on the database this lane runs (PostgreSQL in CI: the `stored_files` rows move); its twin
 * old-files-embedded.test.ts runs on PGlite (the files under DATA_DIR/uploads move), the default install.
 */
oldFilesSuite();
