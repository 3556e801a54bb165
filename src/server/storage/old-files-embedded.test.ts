import { oldFilesSuite } from "../testing/old-files-suite";

/*
 * Issue 33 (ADR 074) on the embedded database, in the PGlite lane: what `npm start` upgrades, the avatars and deal
 * documents under DATA_DIR/uploads, move into the blob store at start-up. Its twin old-files.test.ts runs on the
 * PostgreSQL server.
 */
oldFilesSuite();
