import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AVATAR_MAX_BYTES } from "~/domain/users";
import { createApp } from "../../app";
import { openDatabase } from "../../db/client";
import { blobsOf, readWhole } from "../../storage/blobs";
import { call, signedInAs } from "../../testing/auth";
import { createTestContext, type TestContext } from "../../testing/context";
import { tinyPng } from "../../testing/images";
import { createTusUpload, tusUpload } from "../../testing/tus";
import { AVATAR_NOT_AN_IMAGE, AVATAR_TOO_LARGE } from "./upload-avatar";

/** A GIF89a header: enough for the content sniffer to call it a GIF. */
const tinyGif = () =>
  Buffer.from("474946383961010001008000000000ffffff21f90401000000002c00000000010001000002024401003b", "hex");

describe("avatars", () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(() => ctx.close());

  /** Through the one upload path (tus, ADR 075), as the profile page sends it. */
  const upload = (cookie: string, data: Uint8Array, filename = "face.png") =>
    tusUpload(ctx, cookie, { purpose: "avatar", filename }, data);

  it("stores a real image, sets the profile image and serves it back with its content type", async () => {
    const me = await signedInAs(ctx, "creator");
    const png = tinyPng(3, 2);
    const res = await upload(me.cookie, png);
    expect(res.status).toBe(204);
    const { image } = await (await call(ctx, "/api/me/profile", { cookie: me.cookie })).json();
    expect(image).toMatch(new RegExp(`^/api/avatars/${me.id}\\?v=\\d+$`));
    expect((await (await call(ctx, "/api/me/profile", { cookie: me.cookie })).json()).image).toBe(image);

    const served = await call(ctx, image);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/png");
    expect(served.headers.get("x-content-type-options")).toBe("nosniff");
    expect(Buffer.from(await served.arrayBuffer())).toEqual(png);
    expect(await readWhole(blobsOf(ctx.deps), `avatars/${me.id}.png`)).toEqual(png);
  });

  it("replaces the old avatar, removing a file of another type", async () => {
    const me = await signedInAs(ctx, "creator");
    await upload(me.cookie, tinyPng(), "a.png");
    // the declared name and type lie: the bytes are a GIF, and the GIF is what is kept
    const res = await upload(me.cookie, tinyGif(), "b.png");
    expect(res.status).toBe(204);
    const served = await call(ctx, `/api/avatars/${me.id}`);
    expect(served.headers.get("content-type")).toBe("image/gif");
    expect(await readWhole(blobsOf(ctx.deps), `avatars/${me.id}.gif`)).not.toBeNull();
    expect(await readWhole(blobsOf(ctx.deps), `avatars/${me.id}.png`)).toBeNull();
  });

  it("refuses a text file renamed .png, by its content", async () => {
    const me = await signedInAs(ctx, "creator");
    const text = Buffer.from("hello, I am not a picture at all\n".repeat(20));
    const res = await upload(me.cookie, text, "photo.png");
    expect(res.status).toBe(415);
    expect((await res.json()).error).toBe(AVATAR_NOT_AN_IMAGE);
    expect((await (await call(ctx, "/api/me/profile", { cookie: me.cookie })).json()).image).toBeNull();
  });

  it("refuses an image over 10 MB from its declared length, before a byte is sent", async () => {
    const me = await signedInAs(ctx, "creator");
    const res = await createTusUpload(
      ctx,
      me.cookie,
      { purpose: "avatar", filename: "big.png" },
      AVATAR_MAX_BYTES + 1,
    );
    expect(res.status).toBe(413);
    expect((await res.json()).error).toBe(AVATAR_TOO_LARGE);
    // exactly 10 MB is taken
    const exact = Buffer.alloc(AVATAR_MAX_BYTES);
    tinyPng().copy(exact);
    expect((await upload(me.cookie, exact)).status).toBe(204);
  });

  it("asks for an image when the file is empty", async () => {
    const me = await signedInAs(ctx, "creator");
    const res = await createTusUpload(ctx, me.cookie, { purpose: "avatar", filename: "none.png" }, 0);
    expect(res.status).toBe(400);
    expect((await res.json()).error).toBe("You must select an image to upload.");
  });

  it.skipIf(process.env.TEST_DB !== "postgres")(
    "serves an avatar uploaded through one instance from another (shared PostgreSQL and blob store)",
    async () => {
      // a second instance: its own connection pool, the same blob store (the same DATA_DIR/files here; the
      // same bucket with S3_BUCKET: ADR 074)
      const database = openDatabase({ url: ctx.deps.database.url! });
      const other = createApp({ ...ctx.deps, database, db: database.db });
      try {
        const me = await signedInAs(ctx, "creator");
        const png = tinyPng(4, 4);
        expect((await upload(me.cookie, png, "me.png")).status).toBe(204);
        const served = await other.request(`/api/avatars/${me.id}`);
        expect(served.status).toBe(200);
        expect(Buffer.from(await served.arrayBuffer())).toEqual(png);
      } finally {
        await database.close();
      }
    },
  );
});
